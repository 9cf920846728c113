import { FieldError } from '@dating/ui/FieldMessage'
import { Icon } from '@dating/ui/Icon'
import { checkGlyph } from '@dating/ui/glyphs/check'
import { useId } from 'react'
import * as styles from './ChoiceGroup.css.ts'
import { group } from './fieldset.css.ts'

export interface Choice {
  value: string
  label: string
}

export interface ChoiceGroupProps {
  name: string
  legend: string
  choices: readonly Choice[]
  value: string
  error: string | null
  onChange: (value: string) => void
}

/**
 * One answer out of a few, as large tiles that are easy to tap: native radios (arrow keys,
 * forms, screen readers) under a tile that shows the choice.
 */
export function ChoiceGroup({ name, legend, choices, value, error, onChange }: ChoiceGroupProps) {
  const errorId = useId()
  return (
    <fieldset
      className={error ? `${group} ${styles.invalid}` : group}
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={styles.radio}
            />
            <span className={styles.tile}>
              <span className={styles.check}>
                <Icon glyph={checkGlyph} size="sm" />
              </span>
              {choice.label}
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}
