import type { MessageId } from '@dating/i18n/message-ids'
import type { ProfileSummary } from '@dating/domain/entities'
import { regionKindByCountry, regionsByCountry } from '@dating/domain/countries'
import { matchFinderAges, matchFinderQuerySchema } from '@dating/domain/likes'
import { genders } from '@dating/domain/profile-attributes'
import { Button, LinkButton } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
} from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { LikeButton } from '~/components/LikeButton.tsx'
import { LikeCard } from '~/components/LikeCard.tsx'
import * as styles from '~/styles/likes.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

const totalSteps = 3

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
  const { country, answers, step, suggestions } = useLoaderData<typeof loader>()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const regionOptions = regionsByCountry[country].map((region) => ({
    value: region.id,
    label: region.name,
  }))

  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('matchFinder.title')}</h1>
      {step !== null ? (
        <Form method="get" action="/match-finder" className={styles.steps}>
          <p className={page.lead}>{message('matchFinder.intro')}</p>
          <p className={styles.stepNote}>
            {message('matchFinder.step', { step, total: totalSteps })}
          </p>
          {step > 1 && answers.age ? <input type="hidden" name="age" value={answers.age} /> : null}
          {step > 2 && answers.gender ? (
            <input type="hidden" name="gender" value={answers.gender} />
          ) : null}
          {step === 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{message('matchFinder.ageQuestion')}</legend>
              {matchFinderAges.map((age) => (
                <label key={age} className={styles.choice}>
                  <input
                    type="radio"
                    name="age"
                    value={age}
                    required
                    defaultChecked={answers.age === age}
                  />
                  {message(`matchFinder.age.${age}`)}
                </label>
              ))}
            </fieldset>
          ) : step === 2 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{message('matchFinder.genderQuestion')}</legend>
              {genders.map((gender) => (
                <label key={gender} className={styles.choice}>
                  <input
                    type="radio"
                    name="gender"
                    value={gender}
                    required
                    defaultChecked={answers.gender === gender}
                  />
                  {message(`enum.gender.${gender}`)}
                </label>
              ))}
            </fieldset>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{message('matchFinder.regionQuestion')}</legend>
              <Select
                name="countryregion"
                label={message(`region.kind.${regionKindByCountry[country]}`)}
                options={[{ value: '', label: message('matchFinder.anywhere') }, ...regionOptions]}
                defaultValue=""
              />
            </fieldset>
          )}
          <div className={styles.formButtons}>
            {step > 1 ? (
              <LinkButton
                variant="ghost"
                href={step === 2 ? '/match-finder' : `/match-finder?age=${answers.age}`}
              >
                {message('matchFinder.back')}
              </LinkButton>
            ) : null}
            <Button type="submit">
              {message(step === totalSteps ? 'matchFinder.show' : 'matchFinder.next')}
            </Button>
          </div>
        </Form>
      ) : (
        <section aria-labelledby="suggestions-title">
          <h2 id="suggestions-title" className={page.heading}>
            {message('matchFinder.results')}
          </h2>
          <div className={styles.links}>
            <LinkButton href="/match-finder" variant="secondary" size="sm">
              {message('matchFinder.again')}
            </LinkButton>
          </div>
          {suggestions && suggestions.length > 0 ? (
            <ul className={page.cardGrid}>
              {suggestions.map((profile, index) => (
                <li key={profile.id}>
                  <LikeCard
                    profile={profile}
                    headingLevel={3}
                    eager={index < 4}
                    footer={
                      <LikeButton
                        profile={profile}
                        liked={false}
                        source="match_finder"
                        size="sm"
                        fullWidth
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{message('matchFinder.none')}</p>
          )}
        </section>
      )}
    </div>
  )
}
