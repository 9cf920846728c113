import type { MessageId } from '@dating/i18n/message-ids'
import type { ProfileSummary } from '@dating/domain/entities'
import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { searchGlyph } from '@dating/ui/glyphs/search'
import { Link } from '@dating/ui/Link'
import { Box } from '@dating/ui/Box'
import { Inline } from '@dating/ui/Inline'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { LikeButton } from '~/components/LikeButton.tsx'
import { LikeCard } from '~/components/LikeCard.tsx'
import * as styles from '~/styles/likes.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

const likeTabs = ['received', 'sent', 'matches'] as const
type LikeTab = (typeof likeTabs)[number]

interface LikeEntry {
  profile: ProfileSummary
  isNew: boolean
  /** The member liked this profile too. */
  likedBack: boolean
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const type = v.safeParse(v.picklist(likeTabs), params.type)
  if (!type.success) throw new Response(null, { status: 404 })
  const { api, responseHeaders } = apiFor(request)
  const likes = await api.getLikes().catch(loginOnAuthRequired(request))
  const sentIds = new Set(likes.profiles.map((profile) => profile.id))
  const received: LikeEntry[] = likes.liked_by.map((like) => ({
    profile: like.profile,
    isNew: like.like_new,
    likedBack: sentIds.has(like.profile.id),
  }))
  const entries: Record<LikeTab, () => LikeEntry[]> = {
    received: () => received,
    sent: () => likes.profiles.map((profile) => ({ profile, isNew: false, likedBack: true })),
    matches: () => received.filter((entry) => entry.likedBack),
  }
  return data(
    {
      tab: type.output,
      entries: entries[type.output](),
    },
    { headers: responseHeaders },
  )
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, data ? `likes.tab.${data.tab}` : 'likes.title') },
]

export default function LikesTab() {
  const intl = useIntl()
  const { tab, entries } = useLoaderData<typeof loader>()
  const message = (id: MessageId) => intl.formatMessage({ id })
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('likes.title')}</h1>
      <nav aria-label={message('likes.tabs')}>
        <ul className={styles.tabs}>
          {likeTabs.map((name) => (
            <li key={name}>
              <Link
                href={`/likes/${name}`}
                className={styles.tab}
                aria-current={name === tab ? 'page' : undefined}
              >
                {message(`likes.tab.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Inline space="sm" marginBottom="lg">
        <LinkButton
          href="/swipe-game"
          variant="secondary"
          size="sm"
          iconStart={<Icon glyph={heartGlyph} size="sm" />}
        >
          {message('likes.playSwipeGame')}
        </LinkButton>
        <LinkButton
          href="/match-finder"
          variant="secondary"
          size="sm"
          iconStart={<Icon glyph={searchGlyph} size="sm" />}
        >
          {message('likes.openMatchFinder')}
        </LinkButton>
      </Inline>
      {entries.length === 0 ? (
        <div>
          <Box as="p" color="muted" marginY="lg">
            {message(`likes.empty.${tab}`)}
          </Box>
          <LinkButton href="/members">{message('likes.findMore')}</LinkButton>
        </div>
      ) : (
        <ul className={page.cardGrid}>
          {entries.map((entry, index) => (
            <li key={entry.profile.id}>
              <LikeCard
                profile={entry.profile}
                href={tab === 'matches' ? `/likes/m/${entry.profile.id}` : undefined}
                isNew={tab === 'received' && entry.isNew}
                eager={index < 4}
                footer={
                  tab === 'received' && !entry.likedBack ? (
                    <LikeButton
                      profile={entry.profile}
                      liked={false}
                      size="sm"
                      fullWidth
                      label="likeBack"
                    />
                  ) : tab === 'sent' ? (
                    <LikeButton profile={entry.profile} liked size="sm" fullWidth />
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
