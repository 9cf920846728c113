import type { MessageId } from '@dating/i18n/message-ids'
import { regionKindByCountry, regionsByCountry } from '@dating/domain/countries'
import { matchFinderAges } from '@dating/domain/likes'
import { genders } from '@dating/domain/profile-attributes'
import { Button, LinkButton } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Form, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import type { loader } from '~/routes/match-finder.tsx'
import * as styles from './MatchFinderSteps.css.ts'
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
    <Stack as={Form} space="md" className={styles.steps} method="get" action="/match-finder">
      <p className={page.lead}>{message('matchFinder.intro')}</p>
      <Box as="p" color="muted" fontSize="sm">
        {message('matchFinder.step', { step, total: totalSteps })}
      </Box>
      {step > 1 && answers.age ? <input type="hidden" name="age" value={answers.age} /> : null}
      {step > 2 && answers.gender ? (
        <input type="hidden" name="gender" value={answers.gender} />
      ) : null}
      {step === 1 ? (
        <Stack as="fieldset" space="sm">
          <Box as="legend" fontSize="lg" fontWeight="bold" marginBottom="sm">
            {message('matchFinder.ageQuestion')}
          </Box>
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
        </Stack>
      ) : step === 2 ? (
        <Stack as="fieldset" space="sm">
          <Box as="legend" fontSize="lg" fontWeight="bold" marginBottom="sm">
            {message('matchFinder.genderQuestion')}
          </Box>
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
        </Stack>
      ) : (
        <Stack as="fieldset" space="sm">
          <Box as="legend" fontSize="lg" fontWeight="bold" marginBottom="sm">
            {message('matchFinder.regionQuestion')}
          </Box>
          <Select
            name="countryregion"
            label={message(`region.kind.${regionKindByCountry[country]}`)}
            options={[{ value: '', label: message('matchFinder.anywhere') }, ...regionOptions]}
            defaultValue=""
          />
        </Stack>
      )}
      <Inline space="sm" align="center" nowrap>
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
      </Inline>
    </Stack>
  )
}
