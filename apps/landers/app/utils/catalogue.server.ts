import { catalogueAssets } from '@dating/i18n/catalogue-assets.server'
import type { Messages } from '@dating/i18n/catalogues'
import { messagesFor } from '@dating/i18n/catalogues.server'
import { type CatalogueId, isCatalogueId } from '@dating/i18n/locales'
import { landerMessagePrefixes, pickMessages } from './messages.server.ts'

const picked = new Map<CatalogueId, Messages>()

/** The lander's part of a catalogue, with English under any missing key; built once. */
function landerCatalogue(id: CatalogueId): Messages {
  let messages = picked.get(id)
  if (!messages) {
    messages = pickMessages(messagesFor(id), landerMessagePrefixes)
    picked.set(id, messages)
  }
  return messages
}

/** The landers' catalogues as hashed, immutable scripts under /i18n (decision 036). */
export const landerCatalogues = catalogueAssets('/i18n', (key) =>
  isCatalogueId(key) ? landerCatalogue(key) : undefined,
)
