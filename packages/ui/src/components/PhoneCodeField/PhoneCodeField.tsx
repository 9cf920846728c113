import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import * as styles from './PhoneCodeField.css.ts'

export type PhoneCodeFieldProps = {
  label: ReactNode
  name: string
  defaultValue?: string
  error?: ReactNode
  /** The submit button that sends the code by SMS. */
  sendLabel: ReactNode
  sendName?: string
  sendValue?: string
  sending?: boolean
  /** Shown once a code went out, e.g. "We sent a code to +316****5678". */
  sentNotice?: ReactNode
  className?: string
}

/** A mobile number with the button that sends a one-time code to it by SMS. */
export function PhoneCodeField({
  label,
  name,
  defaultValue,
  error,
  sendLabel,
  sendName,
  sendValue,
  sending = false,
  sentNotice,
  className,
}: PhoneCodeFieldProps) {
  return (
    <div className={className}>
      <div className={styles.row}>
        <TextField
          label={label}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={defaultValue}
          error={error}
          fieldClassName={styles.field}
        />
        <Button
          type="submit"
          variant="secondary"
          name={sendName}
          value={sendValue}
          loading={sending}
          formNoValidate
        >
          {sendLabel}
        </Button>
      </div>
      <p className={cx(styles.notice)} role="status">
        {sentNotice}
      </p>
    </div>
  )
}
