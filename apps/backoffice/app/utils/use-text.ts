import type { MessageId } from '@dating/i18n/message-ids'
import { useIntl } from 'react-intl'

export type MessageValues = Record<string, string | number | Date>

/** A catalogue message in the page's language, by an id the English catalogue has. */
export function useText(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl()
  return (id, values) => intl.formatMessage({ id }, values)
}

/** A date and time as staff read them: `2 May 2026, 14:05` in the page's language. */
export function useDateTime(): (iso: string | Date) => string {
  const intl = useIntl()
  return (iso) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A calendar day, `2 May 2026`. */
export function useDay(): (iso: string | Date) => string {
  const intl = useIntl()
  return (iso) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' })
}
