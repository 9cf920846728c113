import { FieldError } from '@dating/ui/FieldMessage'
import * as styles from '~/styles/credits.css.ts'

/** The consent box a payment needs ("I agree that the service starts at once…"), and its error. */
export function PaymentConsent({
  label,
  error,
}: {
  label: string
  error: string | null | undefined
}) {
  return (
    <>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="consent"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? <FieldError id="consent-error">{error}</FieldError> : null}
    </>
  )
}
