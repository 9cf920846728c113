import type { IntlShape } from 'react-intl'
import type { FieldMessage } from '~/utils/account-settings.ts'

/** The words of a field's error, or undefined when the field has none. */
export function fieldMessageText(
  intl: IntlShape,
  message: FieldMessage | undefined,
): string | undefined {
  return message ? intl.formatMessage({ id: message.id }, message.values) : undefined
}
