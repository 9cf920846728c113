import type { MessageId } from '@dating/i18n/message-ids'
import type { ProfileSummary } from '@dating/domain/entities'
import { regionsByCountry } from '@dating/domain/countries'
import { matchFinderQuerySchema } from '@dating/domain/likes'
import { LinkButton } from '@dating/ui/Button'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { Inline } from '@dating/ui/Inline'
import { pageTitle } from '~/utils/meta.ts'

// The steps and the suggestions are rendered on the server; their code (the region list, the
// cards with their like buttons) loads after hydration, outside the first load (decision 036h).
// Each step is a plain GET form, so it answers natively before then.
const MatchFinderSteps = markupUntilLoaded(() =>
  import('~/components/match-finder/MatchFinderSteps.tsx').then(
    (module) => module.MatchFinderSteps,
  ),
)
const MatchFinderSuggestions = markupUntilLoaded(() =>
  import('~/components/match-finder/MatchFinderSuggestions.tsx').then(
    (module) => module.MatchFinderSuggestions,
  ),
)

/**
 * The match finder (SPEC §2, §5): three steps in the URL query (age range, gender, region),
 * so each step works without JavaScript and the back button goes one step back; with all
 * three answered, the suggestions.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const { api, responseHeaders } = apiFor(request)
  const user = await api.getCurrentUser().catch(loginOnAuthRequired(request))
  const country = user.profile.country
  const age = v.safeParse(matchFinderQuerySchema.entries.age, params.get('age'))
  const gender = v.safeParse(matchFinderQuerySchema.entries.gender, params.get('gender'))
  const regionParam = params.get('countryregion')
  const region =
    regionParam === '' || regionsByCountry[country].some((item) => item.id === regionParam)
      ? regionParam
      : null
  const answers = {
    age: age.success ? age.output : null,
    gender: gender.success ? gender.output : null,
    countryregion: region,
  }
  const step = !answers.age ? 1 : !answers.gender ? 2 : answers.countryregion === null ? 3 : null
  let suggestions: ProfileSummary[] | null = null
  if (step === null && answers.age && answers.gender) {
    suggestions = await api
      .findMatches({
        age: answers.age,
        gender: answers.gender,
        countryregion: answers.countryregion ?? '',
      })
      .catch(loginOnAuthRequired(request))
  }
  return data({ country, answers, step, suggestions }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'matchFinder.title') },
]

// A like keeps the suggestions in place (liked ones would drop out of a fresh list).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === '/like' ? false : defaultShouldRevalidate)

export default function MatchFinder() {
  const intl = useIntl()
  const { step } = useLoaderData<typeof loader>()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)

  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('matchFinder.title')}</h1>
      {step !== null ? (
        <MatchFinderSteps />
      ) : (
        <section aria-labelledby="suggestions-title">
          <h2 id="suggestions-title" className={page.heading}>
            {message('matchFinder.results')}
          </h2>
          <Inline space="sm" marginBottom="lg">
            <LinkButton href="/match-finder" variant="secondary" size="sm">
              {message('matchFinder.again')}
            </LinkButton>
          </Inline>
          <MatchFinderSuggestions />
        </section>
      )}
    </div>
  )
}
