import { FieldError, FieldHint } from '@dating/ui/FieldMessage'
import { Select, type SelectOption } from '@dating/ui/Select'
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
import { group } from './fieldset.css.ts'

const dateParts = ['day', 'month', 'year'] as const satisfies readonly (keyof DateParts)[]

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
  const options: Record<keyof DateParts, SelectOption[]> = {
    day: dayNumbers.map((day) => ({ value: String(day), label: String(day) })),
    month: months.map((name, index) => ({ value: String(index + 1), label: name })),
    year: years.map((year) => ({ value: String(year), label: String(year) })),
  }

  return (
    <fieldset className={group}>
      <legend className={styles.legend}>
        {intl.formatMessage({ id: 'signup.dateOfBirth.legend' })}
      </legend>
      <div className={styles.selects}>
        {dateParts.map((part) => {
          const label = intl.formatMessage({ id: `signup.dateOfBirth.${part}` })
          return (
            <Select
              key={part}
              fieldClassName={styles.part[part]}
              hideLabel
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              name={part}
              label={label}
              placeholder={label}
              autoComplete={`bday-${part}`}
              value={parts[part]}
              onChange={change(part)}
              options={options[part]}
            />
          )
        })}
      </div>
      <input type="hidden" name="date_of_birth" value={dateOfParts(parts)} />
      <FieldHint id={hintId}>
        {intl.formatMessage({ id: 'signup.dateOfBirth.hint' }, { min_age: minimumAge })}
      </FieldHint>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}
