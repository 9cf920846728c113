import type { MessageId } from '@dating/i18n/message-ids'
import type { Country } from '@dating/domain/countries'
import { countries } from '@dating/domain/countries'
import { interestIcons, isInterest } from '@dating/domain/interests'
import {
  type OwnProfileErrorId,
  type OwnProfileField,
  ownProfileLimits,
} from '@dating/domain/own-profile'
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from '@dating/domain/profile-attributes'
import type { Regions } from '@dating/api-client/calls'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { TextField } from '@dating/ui/TextField'
import { sprinkles } from '@dating/ui/sprinkles'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Tiles } from '@dating/ui/Tiles'
import { Form, useNavigation } from '@remix-run/react'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './OwnProfileForm.css.ts'
import {
  enumMessageId,
  type ProfileEnumField,
  type ProfileEnumValue,
} from '~/utils/enum-message.ts'
import type { OwnProfileFormValues } from '~/utils/own-profile-form.ts'

const errorValues: Partial<Record<OwnProfileErrorId, Record<string, number>>> = {
  'ownProfile.error.name': { min: ownProfileLimits.nameMin, max: ownProfileLimits.nameMax },
  'ownProfile.error.about': { max: ownProfileLimits.aboutMax },
  'ownProfile.error.height': { min: ownProfileLimits.heightMin, max: ownProfileLimits.heightMax },
  'ownProfile.error.interests': { max: ownProfileLimits.interestsMax },
}

export type OwnProfileFormProps = {
  values: OwnProfileFormValues
  errors: Partial<Record<OwnProfileField, OwnProfileErrorId>>
  /** Countries the member may choose: the brand's, plus their own when it is another. */
  countryChoices: readonly Country[]
  regions: Regions
  interests: ReadonlyArray<{ id: string; name: string }>
  status: 'saved' | 'invalid' | null
}

/** Every field of the own profile; a plain form that works before the page is hydrated. */
export function OwnProfileForm({
  values,
  errors,
  countryChoices,
  regions,
  interests,
  status,
}: OwnProfileFormProps) {
  const intl = useIntl()
  const message = (id: MessageId, extra?: Record<string, string | number>) =>
    intl.formatMessage({ id }, extra)
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
  const [country, setCountry] = useState(values.country)
  const countryRegions = regions[country]
  const aboutId = useId()
  const errorText = (field: OwnProfileField) => {
    const id = errors[field]
    return id ? message(id, errorValues[id]) : undefined
  }
  const notSpecified = { value: '', label: message('ownProfile.notSpecified') }
  const enumOptions = <F extends ProfileEnumField>(
    field: F,
    list: readonly ProfileEnumValue<F>[],
  ) => list.map((value) => ({ value, label: message(enumMessageId(field, value)) }))
  const aboutError = errorText('about')
  const interestsError = errorText('interests')
  const knownCountries = countryChoices.filter((code) =>
    (countries as readonly string[]).includes(code),
  )

  return (
    <Stack as={Form} space="md" method="post" aria-labelledby="details-title" noValidate>
      <Box as="h2" fontSize="lg" fontWeight="bold" id="details-title">
        {message('ownProfile.detailsTitle')}
      </Box>
      {status === 'saved' ? (
        <Alert tone="success" announce>
          {message('ownProfile.saved')}
        </Alert>
      ) : null}
      {status === 'invalid' ? (
        <Alert tone="danger" announce>
          {message('ownProfile.fixErrors')}
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      <Tiles columns={{ mobile: 1, sm: 2 }} space="md">
        <TextField
          label={message('ownProfile.field.name')}
          name="name"
          defaultValue={values.name}
          autoComplete="nickname"
          maxLength={ownProfileLimits.nameMax}
          required
          error={errorText('name')}
          fieldClassName={sprinkles({ gridColumn: 'full' })}
        />
        <Stack space="xxs" gridColumn="full">
          <Box as="label" fontWeight="bold" fontSize="sm" htmlFor={aboutId}>
            {message('ownProfile.field.about')}
          </Box>
          <textarea
            id={aboutId}
            name="about"
            defaultValue={values.about}
            maxLength={ownProfileLimits.aboutMax}
            className={styles.textarea}
            aria-invalid={aboutError ? true : undefined}
            aria-describedby={`${aboutId}-hint${aboutError ? ` ${aboutId}-error` : ''}`}
          />
          <Box as="span" color="muted" fontSize="sm" id={`${aboutId}-hint`}>
            {message('ownProfile.aboutHint', { max: ownProfileLimits.aboutMax })}
          </Box>
          {aboutError ? (
            <Box as="span" color="danger" fontSize="sm" id={`${aboutId}-error`}>
              {aboutError}
            </Box>
          ) : null}
        </Stack>
        <Select
          label={message('profile.field.gender')}
          name="gender"
          defaultValue={values.gender}
          options={enumOptions('gender', genders)}
          error={errorText('gender')}
        />
        <Select
          label={message('profile.field.sexuality')}
          name="sexuality"
          defaultValue={values.sexuality}
          options={enumOptions('sexuality', sexualities)}
          error={errorText('sexuality')}
        />
        <Select
          label={message('profile.field.country')}
          name="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          options={knownCountries.map((code) => ({
            value: code,
            label: message(`country.${code}`),
          }))}
          error={errorText('country')}
        />
        <Select
          // A new list of regions for another country: start from "not specified".
          key={country}
          label={countryRegions?.label ?? message('profile.field.region')}
          name="region"
          defaultValue={country === values.country ? values.region : ''}
          options={[
            notSpecified,
            ...(countryRegions?.regions ?? []).map((region) => ({
              value: region.id,
              label: region.name,
            })),
          ]}
          error={errorText('region')}
        />
        <TextField
          label={message('ownProfile.field.height')}
          name="height"
          type="number"
          inputMode="numeric"
          min={ownProfileLimits.heightMin}
          max={ownProfileLimits.heightMax}
          defaultValue={values.height}
          error={errorText('height')}
        />
        <Select
          label={message('profile.field.relationship_status')}
          name="relationship_status"
          defaultValue={values.relationship_status}
          options={[notSpecified, ...enumOptions('relationship_status', relationshipStatuses)]}
          error={errorText('relationship_status')}
        />
        <Select
          label={message('profile.field.body_type')}
          name="body_type"
          defaultValue={values.body_type}
          options={[notSpecified, ...enumOptions('body_type', bodyTypes)]}
          error={errorText('body_type')}
        />
        <Select
          label={message('profile.field.hair_colour')}
          name="hair_colour"
          defaultValue={values.hair_colour}
          options={[notSpecified, ...enumOptions('hair_colour', hairColours)]}
          error={errorText('hair_colour')}
        />
        <Select
          label={message('profile.field.eye_colour')}
          name="eye_colour"
          defaultValue={values.eye_colour}
          options={[notSpecified, ...enumOptions('eye_colour', eyeColours)]}
          error={errorText('eye_colour')}
        />
      </Tiles>
      <Inline as="fieldset" space="xs" aria-describedby="interests-hint">
        <Box as="legend" fontWeight="bold" fontSize="sm" marginBottom="xs" padding="none">
          {message('profile.interests')}
        </Box>
        <Box as="p" color="muted" fontSize="sm" width="full" id="interests-hint">
          {message('ownProfile.interestsHint', { max: ownProfileLimits.interestsMax })}
        </Box>
        {interests
          .filter((interest) => isInterest(interest.id))
          .map((interest) => (
            <label key={interest.id} className={styles.chip}>
              <input
                type="checkbox"
                name="interests"
                value={interest.id}
                defaultChecked={values.interests.includes(interest.id)}
                className={styles.chipInput}
              />
              <span aria-hidden="true">
                {isInterest(interest.id) ? interestIcons[interest.id] : null}
              </span>
              {interest.name}
            </label>
          ))}
        {interestsError ? (
          <Box as="p" color="danger" fontSize="sm" width="full">
            {interestsError}
          </Box>
        ) : null}
      </Inline>
      <Inline space="sm" align="center">
        <Button type="submit" loading={saving}>
          {message('ownProfile.save')}
        </Button>
      </Inline>
    </Stack>
  )
}
