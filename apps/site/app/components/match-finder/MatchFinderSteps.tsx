import type { MessageId } from '@dating/i18n/message-ids'
import { regionKindByCountry, regionsByCountry } from '@dating/domain/countries'
import { matchFinderAges } from '@dating/domain/likes'
import { genders } from '@dating/domain/profile-attributes'
import { Button, LinkButton } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { Form, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import type { loader } from '~/routes/match-finder.tsx'
import * as styles from '~/styles/likes.css.ts'
import * as page from '~/styles/page.css.ts'

const totalSteps = 3

/** The match finder's steps (age range, gender, region), one GET form per step. */
export function MatchFinderSteps() {
  const intl = useIntl()
  const { country, answers, step } = useLoaderData<typeof loader>()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const regionOptions = regionsByCountry[country].map((region) => ({
    value: region.id,
    label: region.name,
  }))
  if (step === null) return null

  return (
    <Form method="get" action="/match-finder" className={styles.steps}>
      <p className={page.lead}>{message('matchFinder.intro')}</p>
      <p className={styles.stepNote}>{message('matchFinder.step', { step, total: totalSteps })}</p>
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
  )
}
