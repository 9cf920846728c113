import { type FictionalMark, fictionalLine, fictionalMark } from '@dating/domain/fictional'
import type { Locale } from '@dating/domain/locales'
import { translatorFor } from '@dating/i18n/translate'
import type { sites } from '../db/schema.ts'

type BrandFictional = Pick<typeof sites.$inferSelect, 'fictionalIcon' | 'fictionalSingular'>

/**
 * The brand's mark of a fictional profile in the recipient's language (settings
 * fictional_singular: the brand's own text, else the catalogue's), for what the api words itself:
 * notification mail and push.
 */
export function brandFictionalMark(site: BrandFictional, locale: Locale): FictionalMark {
  const singular = site.fictionalSingular ?? translatorFor(locale)('api.fictional.singular')
  return fictionalMark({ fictionalIcon: site.fictionalIcon, fictionalSingular: singular }, locale)
}

/** A profile's name as news about it is worded: a fictional one says so beside the name. */
export function newsName(name: string, fictional: boolean, mark: FictionalMark): string {
  return fictional ? `${name} (${fictionalLine(mark)})` : name
}
