import { catalogueAssets } from '@dating/i18n/catalogue-assets.server'
import type { Messages } from '@dating/i18n/catalogues'
import { messagesFor } from '@dating/i18n/catalogues.server'
import { type CatalogueId, isCatalogueId } from '@dating/i18n/locales'

/**
 * Texts other apps render, which no module of the site names (catalogue.server.test.ts checks):
 * the back office's (apps/backoffice), and the api's mails, push notices and sandbox payment
 * page (apps/api). Leaving them out makes every page's catalogue script 3.1 KB (gzipped) lighter
 * (decision 082).
 */
export const otherAppPrefixes = [
  'backoffice.',
  'mail.',
  'notifications.mail.',
  'push.like.',
  'push.match.',
  'push.message.',
  'sandbox.',
  'trust.unsubscribe.',
] as const

const picked = new Map<CatalogueId, Messages>()

/** A catalogue with English underneath, without the other apps' texts; built once. */
function siteMessages(id: CatalogueId): Messages {
  let messages = picked.get(id)
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(messagesFor(id)).filter(
        ([key]) => !otherAppPrefixes.some((prefix) => key.startsWith(prefix)),
      ),
    )
    picked.set(id, messages)
  }
  return messages
}

/**
 * The site's catalogues as hashed, immutable scripts under /i18n (decision 036): the whole
 * catalogue with English underneath, as the server renders with it.
 */
export const siteCatalogues = catalogueAssets('/i18n', (key) =>
  isCatalogueId(key) ? siteMessages(key) : undefined,
)
