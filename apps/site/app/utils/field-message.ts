import type { MessageId } from '@dating/i18n/message-ids'
import { signupLimits } from '@dating/domain/signup-limits'
import type { IntlShape } from 'react-intl'

/** A field's error as a catalogue id with its values, worded by the page in the member's language. */
export type FieldMessage = { id: MessageId; values?: Record<string, number> }

export const passwordLengthMessage: FieldMessage = {
  id: 'signup.error.passwordLength',
  values: { min: signupLimits.passwordMin, max: signupLimits.passwordMax },
}
export const passwordsDifferMessage: FieldMessage = { id: 'account.error.passwordsDiffer' }

/** The words of a field's error, or undefined when the field has none. */
export function fieldMessageText(
  intl: IntlShape,
  message: FieldMessage | undefined,
): string | undefined {
  return message ? intl.formatMessage({ id: message.id }, message.values) : undefined
}
