import { loadMessages, type Messages } from '@dating/i18n/catalogues'
import type { CatalogueId } from '@dating/i18n/locales'

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
] as const

export function pickMessages(messages: Messages, prefixes: readonly string[]): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix))),
  )
}

/** The lander's messages in one catalogue, with English under any missing key. */
export async function landerMessages(id: CatalogueId): Promise<Messages> {
  return pickMessages(await loadMessages(id), landerMessagePrefixes)
}
