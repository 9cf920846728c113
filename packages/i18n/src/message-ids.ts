import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type english from '../messages/en.json'

/**
 * Every message id of the English catalogue, which holds them all (other locales may leave
 * keys out and fall back to English). Apps register it with react-intl so an unknown id fails
 * typecheck: see the `FormatjsIntl.Message` declaration in each app.
 */
export type MessageId = keyof typeof english

/** Messages by id, as react-intl's IntlProvider and createIntl take them: strings or ASTs. */
export type IntlMessages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>
