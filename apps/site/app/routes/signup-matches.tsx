import { LinkButton } from '@dating/ui/Button'
import { Inline } from '@dating/ui/Inline'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { LikeButton } from '~/components/LikeButton.tsx'
import { MemberCard } from '~/components/MemberCard.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

/** SPEC §2 signup-matches: the first profiles a new member can like, right after joining. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const [profiles, likes] = await Promise.all([api.getSignupMatches(), api.getLikes()]).catch(
    loginOnAuthRequired(request),
  )
  const likedIds = new Set(likes.profiles.map((profile) => profile.id))
  return data(
    { profiles: profiles.map((profile) => ({ profile, liked: likedIds.has(profile.id) })) },
    { headers: responseHeaders },
  )
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'signupMatches.title') },
]

// A like keeps the cards in place (a liked profile might drop out of a fresh list).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === '/like' ? false : defaultShouldRevalidate)

export default function SignupMatches() {
  const intl = useIntl()
  const { profiles } = useLoaderData<typeof loader>()
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'signupMatches.title' })}</h1>
      <p className={page.lead}>
        {intl.formatMessage({
          id: profiles.length > 0 ? 'signupMatches.intro' : 'signupMatches.none',
        })}
      </p>
      {profiles.length > 0 ? (
        <ul className={page.cardGrid}>
          {profiles.map(({ profile, liked }, index) => (
            <li key={profile.id}>
              <MemberCard
                profile={profile}
                headingLevel={2}
                eager={index < 4}
                footer={<LikeButton profile={profile} liked={liked} size="sm" fullWidth />}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Inline space="md" align="center" marginTop="xl">
        <LinkButton href="/members" size="lg">
          {intl.formatMessage({ id: 'signupMatches.continue' })}
        </LinkButton>
      </Inline>
    </div>
  )
}
