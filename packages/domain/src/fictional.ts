/**
 * How a fictional profile is marked wherever it reaches a member (decision 060, UCPD Art. 6-7): the
 * brand's `fictional_singular` as text, the brand's `fictional_icon` beside it. An icon alone
 * is not a disclosure; the text says what the profile is.
 */
export interface FictionalMark {
  icon: string
  /** `fictional_singular`, starting with a capital letter as a label does. */
  text: string
}

/** The first letter in upper case, as the locale writes it ("fiktives Profil" -> "Fiktives…"). */
export function asLabel(text: string, locale: string): string {
  const trimmed = text.trim()
  const [first = ''] = trimmed
  return `${first.toLocaleUpperCase(locale)}${trimmed.slice(first.length)}`
}

export function fictionalMark(
  brand: { fictionalIcon: string; fictionalSingular: string },
  locale: string,
): FictionalMark {
  return { icon: brand.fictionalIcon, text: asLabel(brand.fictionalSingular, locale) }
}

/** The mark as one line of text: "🎭 Fictional profile", or the text alone without an icon. */
export function fictionalLine(mark: FictionalMark): string {
  return mark.icon ? `${mark.icon} ${mark.text}` : mark.text
}
