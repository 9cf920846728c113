import type { CatalogueId } from '@dating/i18n/locales'
import { cookieTableSection } from './cookie-table.server.ts'
import type { LegalPageToken, LegalText, LegalTexts } from './pages.ts'

/** The brand's facts the texts name. */
export type LegalFacts = Record<
  | 'brand'
  | 'domain'
  | 'company'
  | 'address'
  | 'city'
  | 'country'
  | 'kvk'
  | 'vat'
  | 'tradenames'
  | 'email'
  | 'phone'
  | 'refundDays'
  | 'termsDate'
  | 'director',
  string
>

// Long texts stay on the server: the page gets one filled document, never a catalogue.
const textModules: Record<CatalogueId, () => Promise<{ texts: LegalTexts }>> = {
  da: () => import('./texts/da.server.ts'),
  de: () => import('./texts/de.server.ts'),
  en: () => import('./texts/en.server.ts'),
  'en-US': () => import('./texts/en-US.server.ts'),
  es: () => import('./texts/es.server.ts'),
  fi: () => import('./texts/fi.server.ts'),
  fr: () => import('./texts/fr.server.ts'),
  it: () => import('./texts/it.server.ts'),
  nb: () => import('./texts/nb.server.ts'),
  nl: () => import('./texts/nl.server.ts'),
  pl: () => import('./texts/pl.server.ts'),
  sv: () => import('./texts/sv.server.ts'),
}

const placeholder = /\{(\w+)\}/g

/** Replaces `{name}` with the fact of that name; an unknown name is a bug in a text. */
export function fillFacts(text: string, facts: LegalFacts): string {
  return text.replace(placeholder, (whole, name: string) => {
    if (!Object.hasOwn(facts, name)) throw new Error(`Unknown legal placeholder ${whole}`)
    return facts[name as keyof LegalFacts]
  })
}

export function fillDocument(text: LegalText, facts: LegalFacts): LegalText {
  return {
    title: fillFacts(text.title, facts),
    description: fillFacts(text.description, facts),
    sections: text.sections.map((section) => ({
      heading: fillFacts(section.heading, facts),
      paragraphs: section.paragraphs.map((paragraph) => fillFacts(paragraph, facts)),
    })),
  }
}

export async function legalDocument(
  catalogueId: CatalogueId,
  token: LegalPageToken,
  facts: LegalFacts,
): Promise<LegalText> {
  const { texts } = await textModules[catalogueId]()
  const document = fillDocument(texts[token], facts)
  if (token !== 'cookies') return document
  // The list of cookies is never written by hand: it comes from the one list in code, after the
  // text's own first section (what cookies are), and before its others (choices, contact).
  const [first, ...rest] = document.sections
  return {
    ...document,
    sections: [...(first ? [first] : []), cookieTableSection(catalogueId), ...rest],
  }
}
