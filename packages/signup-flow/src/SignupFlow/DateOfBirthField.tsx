import { Icon } from '@dating/ui/Icon'
import { Select } from '@dating/ui/Select'
import { useId, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import {
  birthYears,
  type DateParts,
  dateOfParts,
  datePartsOf,
  dayNumbers,
  monthNames,
} from './date-parts.ts'
import * as styles from './DateOfBirthField.css.ts'

export interface DateOfBirthFieldProps {
  /** YYYY-MM-DD, or '' while incomplete. */
  value: string
  currentYear: number
  minimumAge: number
  error: string | null
  onChange: (value: string) => void
}

/**
 * Day, month and year as three native selects: quick with a phone's picker, labelled for
 * screen readers, and free of the date formats a typed date would need. Passes YYYY-MM-DD on
 * once all three are chosen.
 */
export function DateOfBirthField({
  value,
  currentYear,
  minimumAge,
  error,
  onChange,
}: DateOfBirthFieldProps) {
  const intl = useIntl()
  const hintId = useId()
  const errorId = useId()
  // Kept here while incomplete: the machine holds only a whole date.
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(value))
  const months = useMemo(() => monthNames(intl.locale), [intl.locale])
  const years = useMemo(() => birthYears(currentYear), [currentYear])
  const describedBy = error ? `${hintId} ${errorId}` : hintId
  const change = (part: keyof DateParts) => (event: { target: { value: string } }) => {
    const next = { ...parts, [part]: event.target.value }
    setParts(next)
    onChange(dateOfParts(next))
  }
  const message = (id: string) => intl.formatMessage({ id })
  const shared = {
    hideLabel: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{message('signup.dateOfBirth.legend')}</legend>
      <div className={styles.selects}>
        <Select
          {...shared}
          name="day"
          label={message('signup.dateOfBirth.day')}
          placeholder={message('signup.dateOfBirth.day')}
          autoComplete="bday-day"
          value={parts.day}
          onChange={change('day')}
          options={dayNumbers.map((day) => ({ value: String(day), label: String(day) }))}
        />
        <Select
          {...shared}
          name="month"
          label={message('signup.dateOfBirth.month')}
          placeholder={message('signup.dateOfBirth.month')}
          autoComplete="bday-month"
          value={parts.month}
          onChange={change('month')}
          options={months.map((name, index) => ({ value: String(index + 1), label: name }))}
        />
        <Select
          {...shared}
          name="year"
          label={message('signup.dateOfBirth.year')}
          placeholder={message('signup.dateOfBirth.year')}
          autoComplete="bday-year"
          value={parts.year}
          onChange={change('year')}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
      </div>
      <input type="hidden" name="date_of_birth" value={dateOfParts(parts)} />
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage({ id: 'signup.dateOfBirth.hint' }, { min_age: minimumAge })}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="warning" size="sm" />
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
