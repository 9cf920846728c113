import type { MessageId } from '@dating/i18n/message-ids'
import { useIntl } from 'react-intl'

export type MessageValues = Record<string, string | number>

/** A catalogue message in the page's language, by an id the English catalogue has. */
export function useMessage(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl()
  return (id, values) => intl.formatMessage({ id }, values)
}
