import { catalogueAssets } from '@dating/i18n/catalogue-assets.server'
import { messagesFor } from '@dating/i18n/catalogues.server'
import { isCatalogueId } from '@dating/i18n/locales'

/**
 * The site's catalogues as hashed, immutable scripts under /i18n (decision 036): the whole
 * catalogue with English underneath, as the server renders with it.
 */
export const siteCatalogues = catalogueAssets('/i18n', (key) =>
  isCatalogueId(key) ? messagesFor(key) : undefined,
)
