import { loadMessages, type Messages } from '@dating/i18n/catalogues'
import type { CatalogueId } from '@dating/i18n/locales'
import type { IntlMessages } from '@dating/i18n/message-ids'

/** Namespaces the landers render; only these travel to the browser, not the whole catalogue. */
export const landerMessagePrefixes = [
  'lander.',
  'error.',
  'footer.',
  'country.',
  'fictional.',
  // The signup dialog and page (@dating/signup-flow) and its close button.
  'signup.',
  'common.',
  // The site-entry warning (SPEC §2, NL and DE visitors).
  'entryWarning.',
  // The cookie banner and settings (decision 059).
  'cookies.',
] as const

export function pickMessages(messages: Messages, prefixes: readonly string[]): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))),
  )
}

/**
 * The lander's messages in one catalogue, with English under any missing key. Typed as the
 * whole catalogue for react-intl: the landers only render ids under the prefixes above.
 */
export async function landerMessages(id: CatalogueId): Promise<IntlMessages> {
  return pickMessages(await loadMessages(id), landerMessagePrefixes) as IntlMessages
}
