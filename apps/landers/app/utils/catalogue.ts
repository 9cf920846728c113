import type { IntlMessages } from '@dating/i18n/message-ids'
import { catalogueMessages } from '@dating/i18n/catalogue-script'

/** The messages of the root data's catalogue, for meta functions (which run outside React). */
export function rootMessages(root: { catalogueId: string }): IntlMessages {
  return (catalogueMessages(root.catalogueId) ?? {}) as IntlMessages
}
