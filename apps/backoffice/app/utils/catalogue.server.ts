import { catalogueAssets } from '@dating/i18n/catalogue-assets.server'
import type { Messages } from '@dating/i18n/catalogues'
import { messagesFor } from '@dating/i18n/catalogues.server'
import { type CatalogueId, isCatalogueId } from '@dating/i18n/locales'

/** Namespaces the back office renders; only these travel to the browser. */
export const backofficeMessagePrefixes = [
  'backoffice.',
  'moderation.',
  'safety.reason.',
  'appeal.status.',
  'api.error.',
  'common.',
] as const

const picked = new Map<CatalogueId, Messages>()

/** The back office's part of a catalogue, with English under any missing key; built once. */
export function backofficeMessages(id: CatalogueId): Messages {
  let messages = picked.get(id)
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(messagesFor(id)).filter(([key]) =>
        backofficeMessagePrefixes.some((prefix) => key.startsWith(prefix)),
      ),
    )
    picked.set(id, messages)
  }
  return messages
}

/** The back office's catalogues as hashed, immutable scripts under /i18n (decision 036). */
export const backofficeCatalogues = catalogueAssets('/i18n', (key) =>
  isCatalogueId(key) ? backofficeMessages(key) : undefined,
)
