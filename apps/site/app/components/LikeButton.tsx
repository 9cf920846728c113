import type { ProfileSummary } from '@dating/domain/entities'
import { Button } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { VisuallyHidden } from '@dating/ui/VisuallyHidden'
import { Box } from '@dating/ui/Box'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import type { action as likeAction } from '~/routes/like.tsx'
import { useRootData } from '~/utils/root-data.ts'
import { useMatchModal } from './MatchModal.tsx'
import { ReturnHereField } from './ReturnHereField.tsx'
import { SignupLinkButton } from './SignupModal.tsx'

/**
 * Likes or unlikes a profile (the current state shows as pressed). A like that makes a match
 * opens the match modal; the layout reloads afterwards, so the new-likes badge follows.
 */
export function LikeButton({
  profile,
  liked,
  source = 'profile',
  size = 'md',
  fullWidth = false,
  label = 'like',
}: {
  profile: Pick<ProfileSummary, 'id' | 'name'>
  liked: boolean
  source?: 'profile' | 'match_finder'
  size?: 'sm' | 'md'
  fullWidth?: boolean
  /** `likeBack` for likes received. */
  label?: 'like' | 'likeBack'
}) {
  const intl = useIntl()
  const { member } = useRootData()
  const fetcher = useFetcher<typeof likeAction>()
  const { showMatch } = useMatchModal()
  const shownMatch = useRef<unknown>(null)

  const data = fetcher.data
  useEffect(() => {
    if (data?.ok && data.result.match && shownMatch.current !== data) {
      shownMatch.current = data
      showMatch(data.result.profile)
    }
  }, [data, showMatch])

  if (!member) {
    // Liking needs an account: the button opens the signup (the signup page without JavaScript).
    return (
      <SignupLinkButton
        variant="secondary"
        size={size}
        fullWidth={fullWidth}
        iconStart={<Icon glyph={heartGlyph} size="sm" />}
      >
        {intl.formatMessage({ id: 'likes.like' })}
        <VisuallyHidden> {profile.name}</VisuallyHidden>
      </SignupLinkButton>
    )
  }

  const pendingIntent = fetcher.formData?.get('intent')
  const isLiked =
    pendingIntent === 'like'
      ? true
      : pendingIntent === 'unlike'
        ? false
        : data?.ok && data.result.profile.id === profile.id
          ? data.result.liked
          : liked
  const error =
    data && !data.ok ? data.message || intl.formatMessage({ id: 'error.tryAgainLater' }) : null
  const name = profile.name
  return (
    <fetcher.Form method="post" action="/like">
      <input type="hidden" name="profile_id" value={profile.id} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="name" value={name} />
      <ReturnHereField />
      <Button
        type="submit"
        name="intent"
        value={isLiked ? 'unlike' : 'like'}
        variant={isLiked ? 'primary' : 'secondary'}
        size={size}
        fullWidth={fullWidth}
        aria-pressed={isLiked}
        title={isLiked ? intl.formatMessage({ id: 'likes.unlikeName' }, { name }) : undefined}
        iconStart={<Icon glyph={heartGlyph} size="sm" />}
      >
        {/* WCAG 2.5.3: the accessible name starts with the visible words; the toggle's name
            stays the same and aria-pressed tells whether the like is given. */}
        {intl.formatMessage({ id: label === 'likeBack' ? 'likes.likeBack' : 'likes.like' })}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {error ? (
        <Box as="p" color="danger" fontSize="sm" marginTop="xs" role="alert">
          {error}
        </Box>
      ) : null}
    </fetcher.Form>
  )
}
