import type { IntlMessages, MessageId } from '@dating/i18n/message-ids'
import { catalogueMessages } from '@dating/i18n/catalogue-script'
import { createIntl } from 'react-intl'

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>

/** `<page> · Back office`, in the page's language, for a route's meta function. */
export function pageTitle(
  matches: Matches,
  id: MessageId,
  values: Record<string, string | number> = {},
): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { locale: string; catalogueId: string }
    | undefined
  if (!root) return ''
  const messages = (catalogueMessages(root.catalogueId) ?? {}) as IntlMessages
  const intl = createIntl({ locale: root.locale, messages, defaultLocale: 'en', onError: () => {} })
  return `${intl.formatMessage({ id }, values)} · ${intl.formatMessage({ id: 'backoffice.title' })}`
}
