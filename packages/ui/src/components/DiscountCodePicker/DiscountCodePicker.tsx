import { type ReactNode, useRef } from 'react'
import { cx } from '../../utils/class-names.ts'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import * as styles from './DiscountCodePicker.css.ts'

/** The choice's value for "no code" and for a code typed into the field. */
export const noDiscountCode = ''
export const otherDiscountCode = 'other'

export type DiscountCodePickerProps = {
  legend: ReactNode
  /** The radio group's form name; its value is a code, `noDiscountCode` or `otherDiscountCode`. */
  name: string
  /** Codes the member may choose (their welcome and retention codes). */
  options: Array<{ value: string; label: ReactNode }>
  defaultValue?: string
  noneLabel: ReactNode
  otherLabel: ReactNode
  otherInputLabel: ReactNode
  /** The form name of the typed code. */
  otherName: string
  otherDefaultValue?: string
  /** The submit button that asks for the price with the chosen code. */
  applyLabel: ReactNode
  applyName?: string
  applyValue?: string
  error?: ReactNode
  className?: string
}

/**
 * The discount code selector of the checkout (SPEC §3): choose one of the member's codes, none,
 * or type another, then apply it to see the price. Works without script; typing a code picks
 * "another code".
 */
export function DiscountCodePicker({
  legend,
  name,
  options,
  defaultValue = noDiscountCode,
  noneLabel,
  otherLabel,
  otherInputLabel,
  otherName,
  otherDefaultValue,
  applyLabel,
  applyName,
  applyValue,
  error,
  className,
}: DiscountCodePickerProps) {
  const otherRadio = useRef<HTMLInputElement>(null)
  const choices = [...options, { value: noDiscountCode, label: noneLabel }]
  return (
    <fieldset className={cx(styles.fieldset, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value || 'none'} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={defaultValue === choice.value}
          />
          {choice.label}
        </label>
      ))}
      <label className={styles.option}>
        <input
          ref={otherRadio}
          type="radio"
          name={name}
          value={otherDiscountCode}
          defaultChecked={defaultValue === otherDiscountCode}
        />
        {otherLabel}
      </label>
      <div className={styles.other}>
        <TextField
          label={otherInputLabel}
          name={otherName}
          defaultValue={otherDefaultValue}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          error={error}
          fieldClassName={styles.otherField}
          onInput={() => {
            if (otherRadio.current) otherRadio.current.checked = true
          }}
        />
        <Button type="submit" variant="secondary" name={applyName} value={applyValue}>
          {applyLabel}
        </Button>
      </div>
    </fieldset>
  )
}
