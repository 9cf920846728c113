import type { ProfileSummary } from '@dating/domain/entities'
import { Button } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { VisuallyHidden } from '@dating/ui/VisuallyHidden'
import { Box } from '@dating/ui/Box'
import { useFetcher } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { action as likeAction } from '~/routes/like.tsx'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMatchModal } from './MatchModal.tsx'
import { ReturnHereField } from './ReturnHereField.tsx'
import { SignupLinkButton } from './SignupModal.tsx'

/** The question before an unlike loads when it is first asked, not with every card. */
const ConfirmDialog = lazy(() =>
  import('@dating/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
)

/**
 * Likes a profile, or shows it liked ("Liked", a filled heart) and asks before taking the like
 * back. A like that makes a match opens the match modal; the layout reloads afterwards, so the
 * new-likes badge follows. Without JavaScript the form posts at once.
 */
export function LikeButton({
  profile,
  liked,
  source = 'profile',
  size = 'md',
  fullWidth = false,
  label = 'like',
}: {
  profile: Pick<ProfileSummary, 'id' | 'name'> & Partial<Pick<ProfileSummary, 'main_image'>>
  liked: boolean
  source?: 'profile' | 'match_finder'
  size?: 'sm' | 'md'
  fullWidth?: boolean
  /** `likeBack` for likes received. */
  label?: 'like' | 'likeBack'
}) {
  const intl = useIntl()
  const { brand, member } = useRootData()
  const fetcher = useFetcher<typeof likeAction>()
  const { showMatch } = useMatchModal()
  const shownMatch = useRef<unknown>(null)
  const [asking, setAsking] = useState(false)

  const data = fetcher.data
  useEffect(() => {
    if (data?.ok && data.result.match && shownMatch.current !== data) {
      shownMatch.current = data
      showMatch(data.result.profile)
    }
  }, [data, showMatch])

  const name = profile.name
  if (!member) {
    // Liking needs an account: the signup keeps the like (the signup page without JavaScript).
    const thumbnail = profile.main_image?.thumb_filename
    return (
      <SignupLinkButton
        targetProfile={{
          id: profile.id,
          name,
          photoUrl: thumbnail ? mediaUrl(brand.cdnPrefix, thumbnail) : null,
          intent: 'like',
        }}
        variant="secondary"
        size={size}
        fullWidth={fullWidth}
        iconStart={<Icon glyph={heartGlyph} size="sm" />}
      >
        {intl.formatMessage({ id: 'likes.like' })}
        <VisuallyHidden> {name}</VisuallyHidden>
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
  const unlike = () => {
    setAsking(false)
    fetcher.submit(
      { profile_id: String(profile.id), source, intent: 'unlike' },
      { method: 'post', action: '/like' },
    )
  }
  const words = isLiked
    ? 'likes.likedButton'
    : label === 'likeBack'
      ? 'likes.likeBack'
      : 'likes.like'
  return (
    <fetcher.Form
      method="post"
      action="/like"
      onSubmit={(event) => {
        if (!isLiked) return
        event.preventDefault()
        setAsking(true)
      }}
    >
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
        data-liked={isLiked}
        iconStart={
          <Icon glyph={heartGlyph} size="sm" fill={isLiked ? 'currentColor' : undefined} />
        }
      >
        {/* WCAG 2.5.3: the accessible name starts with the visible words ("Liked Anna"). */}
        {intl.formatMessage({ id: words })}
        <VisuallyHidden> {name}</VisuallyHidden>
      </Button>
      {error ? (
        <Box as="p" color="danger" fontSize="sm" marginTop="xs" role="alert">
          {error}
        </Box>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={intl.formatMessage({ id: 'likes.unlike.title' }, { name })}
            description={intl.formatMessage({ id: 'likes.unlike.body' }, { name })}
            confirmLabel={intl.formatMessage({ id: 'likes.unlike.confirm' })}
            cancelLabel={intl.formatMessage({ id: 'likes.unlike.keep' })}
            closeLabel={intl.formatMessage({ id: 'common.close' })}
            tone="danger"
            onConfirm={unlike}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </fetcher.Form>
  )
}
