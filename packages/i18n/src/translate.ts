import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat'
import { fallbackChain, type Messages } from './catalogues.ts'
import { rawCatalogue } from './catalogues.server.ts'
import { type CatalogueId, intlLocaleFor } from './locales.ts'

export type MessageValues = Record<string, PrimitiveType>
export type Translate = (locale: CatalogueId, id: string, values?: MessageValues) => string

/**
 * A translate function over some catalogues. A key missing from the locale falls back to
 * English, and an unknown key to the key itself, so some text is always shown. A fallback
 * message is formatted with the rules of its own language (plurals, numbers).
 */
export function createTranslate(catalogueOf: (id: CatalogueId) => Readonly<Messages>): Translate {
  const formatters = new Map<string, IntlMessageFormat>()
  return (locale, id, values) => {
    const source = fallbackChain(locale)
      .reverse()
      .find((catalogueId) => Object.hasOwn(catalogueOf(catalogueId), id))
    if (source === undefined) return id
    const cacheKey = `${source}\u0000${id}`
    let formatter = formatters.get(cacheKey)
    if (formatter === undefined) {
      formatter = new IntlMessageFormat(catalogueOf(source)[id] as string, intlLocaleFor(source))
      formatters.set(cacheKey, formatter)
    }
    return String(formatter.format(values))
  }
}

/** Formats a catalogue message for servers: api error messages, mail. */
export const translate: Translate = createTranslate(rawCatalogue)

/** translate bound to one locale, for code that formats several messages of a request. */
export function translatorFor(locale: CatalogueId): (id: string, values?: MessageValues) => string {
  return (id, values) => translate(locale, id, values)
}
