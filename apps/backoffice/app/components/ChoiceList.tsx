import type { ReactNode } from 'react'
import * as styles from './ChoiceList.css.ts'

export type Choice = { value: string; label: ReactNode; shortcut?: string }

/** Radio buttons under a legend: one choice of a few, e.g. the restriction of a decision. */
export function ChoiceList({
  legend,
  name,
  choices,
  defaultValue,
  error,
  onChange,
}: {
  legend: ReactNode
  name: string
  choices: readonly Choice[]
  defaultValue?: string
  error?: ReactNode
  onChange?: (value: string) => void
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={choice.value === defaultValue}
            onChange={onChange ? () => onChange(choice.value) : undefined}
          />
          <span>{choice.label}</span>
          {choice.shortcut ? (
            <span className={styles.shortcut} aria-hidden="true">
              <kbd>{choice.shortcut}</kbd>
            </span>
          ) : null}
        </label>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
