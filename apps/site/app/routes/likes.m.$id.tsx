import { parseId } from '@dating/domain/ids'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { chevronLeftGlyph } from '@dating/ui/glyphs/chevron-left'
import { Link } from '@dating/ui/Link'
import { Stack } from '@dating/ui/Stack'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/likes.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor, notFoundOnApi404 } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { FictionalBadge } from '~/components/FictionalBadge.tsx'

/** The match with one profile (SPEC §2 likes-m-id); 404 when the two do not like each other. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  const { api, responseHeaders } = apiFor(request)
  const likes = await api.getLikes().catch(loginOnAuthRequired(request))
  const isMatch =
    likes.profiles.some((profile) => profile.id === id) &&
    likes.liked_by.some((like) => like.profile.id === id)
  if (!isMatch) throw new Response(null, { status: 404 })
  // Opening the match opens the liker's profile: its like counts as seen.
  const { profile } = await api.getProfile(id).catch(notFoundOnApi404)
  return data({ profile }, { headers: responseHeaders })
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, data ? { text: data.profile.name } : 'likes.tab.matches') },
]

export default function LikesMatch() {
  const intl = useIntl()
  const { brand } = useRootData()
  const { profile } = useLoaderData<typeof loader>()
  const name = profile.name
  const image = profile.main_image
  return (
    <div className={page.narrow}>
      <Link href="/likes/matches">
        <Icon glyph={chevronLeftGlyph} size="sm" />
        {intl.formatMessage({ id: 'likes.tab.matches' })}
      </Link>
      <Stack space="md" align="center" textAlign="center">
        {image ? (
          <img
            className={styles.matchPhoto}
            src={mediaUrl(brand.cdnPrefix, image.match)}
            alt={intl.formatMessage({ id: 'likes.photoOf' }, { name })}
          />
        ) : null}
        <h1 className={page.heading}>{intl.formatMessage({ id: 'likes.matchTitle' }, { name })}</h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'likes.matchText' }, { name })}</p>
        {profile.fictional ? (
          <Alert tone="warning">
            <FictionalBadge /> {intl.formatMessage({ id: 'fictional.singular' })}
          </Alert>
        ) : null}
        <Stack space="sm" width="full" className={styles.matchActions}>
          <LinkButton
            href={`/members/${profile.id}/chat`}
            fullWidth
            iconStart={<Icon glyph={chatGlyph} size="sm" />}
          >
            {intl.formatMessage({ id: 'matchModal.writeMessage' })}
          </LinkButton>
          <LinkButton href={`/members/${profile.id}`} variant="secondary" fullWidth>
            {intl.formatMessage({ id: 'likes.viewProfile' })}
          </LinkButton>
        </Stack>
      </Stack>
    </div>
  )
}
