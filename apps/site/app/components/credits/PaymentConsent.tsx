import { FieldError } from '@dating/ui/FieldMessage'
import { Inline } from '@dating/ui/Inline'

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
      <Inline as="label" space="sm" align="flex-start" nowrap>
        <input
          type="checkbox"
          name="consent"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
        />
        <span>{label}</span>
      </Inline>
      {error ? <FieldError id="consent-error">{error}</FieldError> : null}
    </>
  )
}
