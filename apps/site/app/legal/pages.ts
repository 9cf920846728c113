import * as v from 'valibot'

/**
 * The legal and info pages of SPEC §2, served at /pages/{token}: the footer's seven and the
 * imprint (company details) that German and Austrian law asks of every commercial site.
 */
export const legalPageTokens = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
  'imprint',
] as const
export type LegalPageToken = (typeof legalPageTokens)[number]

export const legalPageTokenSchema = v.picklist(legalPageTokens)

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export interface LegalText {
  title: string
  /** The meta description. */
  description: string
  sections: LegalSection[]
}

/**
 * One locale's texts. Placeholders in braces are filled with the brand's facts: {brand},
 * {domain}, {company}, {address}, {city}, {country}, {kvk}, {vat}, {tradenames}, {email},
 * {phone}, {refundDays}, {termsDate}.
 */
export type LegalTexts = Record<LegalPageToken, LegalText>
