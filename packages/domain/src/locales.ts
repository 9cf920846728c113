/** Content locales of the product; English is the default and the fallback. */
export const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** The default locale for dates (SPEC §1). */
export const defaultDateLocale: Locale = 'nl'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** `de_DE`, `de-AT`, `DE` -> `de` when supported. */
export function localeFromLanguageTag(tag: string | null | undefined): Locale | null {
  const candidate = tag?.slice(0, 2).toLowerCase()
  return isLocale(candidate) ? candidate : null
}
