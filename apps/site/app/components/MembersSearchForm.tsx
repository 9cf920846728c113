import type { MessageId } from '@dating/i18n/message-ids'
import { type Country, regionKindByCountry, regionsByCountry } from '@dating/domain/countries'
import { limits } from '@dating/domain/constants'
import { searchRadiiKm } from '@dating/domain/location'
import type { MembersSearch } from '@dating/domain/members-search'
import { Button } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { TextField } from '@dating/ui/TextField'
import { Form, Link, useSubmit } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { useIntl } from 'react-intl'
import { everyoneParam, type MembersSearchErrors } from '~/utils/members-search.ts'
import { regionLabel } from '~/utils/location-label.ts'
import { useRootData } from '~/utils/root-data.ts'
import * as styles from './MembersSearchForm.css.ts'

type Props = {
  search: Partial<MembersSearch>
  /** The home page's quick search leaves the region out. */
  variant?: 'full' | 'quick'
  submitLabel?: string
  /** Ages that were not searched, beside their fields. */
  errors?: MembersSearchErrors
  /** What the visitor typed into age fields that were not searched, to correct it. */
  typed?: Partial<Record<'min_age' | 'max_age', string>>
  /** Called when 'Clear filters' is followed, before the unfiltered search loads. */
  onClear?: () => void
  /**
   * A member's form: a radius (measured from their town), and 'Clear filters' or an empty
   * search asks for everyone, not the fitting search `/members` starts a member with.
   */
  member?: boolean
}

/** The members filter: a plain GET form, so it works before hydration too. */
export function MembersSearchForm({
  search,
  variant = 'full',
  submitLabel,
  errors = {},
  typed = {},
  onClear,
  member = false,
}: Props) {
  const intl = useIntl()
  const submit = useSubmit()
  const { brand } = useRootData()
  const [country, setCountry] = useState<string>(search.country ?? '')
  const shows = (field: (typeof brand.searchFields)[number]) =>
    brand.searchFields.length === 0 || brand.searchFields.includes(field)
  const regions = country ? (regionsByCountry[country as Country] ?? []) : []
  const label = (id: MessageId) => intl.formatMessage({ id })
  const ageError = (field: 'min_age' | 'max_age') => {
    const id = errors[field]
    return id
      ? intl.formatMessage({ id }, { min: limits.minimumAge, max: limits.maximumAge })
      : undefined
  }

  // Empty selects would otherwise put `gender=&country=` into the address.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    for (const [key, value] of [...data.entries()]) if (value === '') data.delete(key)
    if (member && [...data.keys()].length === 0) data.set(everyoneParam, '1')
    submit(data, { method: 'get', action: '/members' })
  }

  return (
    // The fields show the search in the address. Sent before its code arrived, the form leaves
    // as a plain GET; without autoComplete="off" the browser would put the choice made then back
    // into the fields when the visitor returns, beside the results of the earlier address.
    <Form
      method="get"
      action="/members"
      autoComplete="off"
      onSubmit={onSubmit}
      className={styles.form({ variant })}
      aria-label={label('search.filters')}
    >
      {shows('gender') ? (
        <Select
          name="gender"
          label={label('search.lookingFor')}
          defaultValue={search.gender ?? ''}
          placeholder={label('search.genderAny')}
          options={[
            { value: 'female', label: label('search.genderFemale') },
            { value: 'male', label: label('search.genderMale') },
          ]}
        />
      ) : null}
      {shows('country') ? (
        <Select
          name="country"
          label={label('search.country')}
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
          placeholder={label('search.countryAny')}
          options={brand.countries
            .map((code) => ({ value: code, label: label(`country.${code}`) }))
            .sort((a, b) => a.label.localeCompare(b.label, intl.locale))}
        />
      ) : null}
      {variant === 'full' && shows('countryregion') && regions.length > 0 ? (
        <Select
          key={country}
          name="countryregion"
          label={label(`region.kind.${regionKindByCountry[country as Country]}`)}
          defaultValue={country === search.country ? (search.countryregion ?? '') : ''}
          placeholder={label('search.regionAny')}
          options={regions.map((region) => ({
            value: region.id,
            label: regionLabel(intl, region),
          }))}
        />
      ) : null}
      {variant === 'full' && member ? (
        <Select
          name="radius_km"
          label={label('search.radius')}
          defaultValue={search.radius_km === undefined ? '' : String(search.radius_km)}
          placeholder={label('search.radiusAny')}
          options={searchRadiiKm.map((km) => ({
            value: String(km),
            label: intl.formatMessage({ id: 'search.radiusKm' }, { km }),
          }))}
        />
      ) : null}
      {shows('age') ? (
        <fieldset className={styles.ages}>
          <legend className={styles.legend}>{label('search.age')}</legend>
          <TextField
            name="min_age"
            type="number"
            inputMode="numeric"
            label={label('search.minAge')}
            min={limits.minimumAge}
            max={limits.maximumAge}
            defaultValue={search.min_age ?? typed.min_age ?? ''}
            placeholder={String(limits.minimumAge)}
            error={ageError('min_age')}
          />
          <TextField
            name="max_age"
            type="number"
            inputMode="numeric"
            label={label('search.maxAge')}
            min={limits.minimumAge}
            max={limits.maximumAge}
            defaultValue={search.max_age ?? typed.max_age ?? ''}
            placeholder={String(limits.maximumAge)}
            error={ageError('max_age')}
          />
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit}>
          {submitLabel ?? label('search.submit')}
        </Button>
        {variant === 'full' ? (
          <Link
            to={member ? `/members?${everyoneParam}=1` : '/members'}
            className={styles.reset}
            onClick={onClear}
          >
            {label('search.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
