import { catalogueIds } from '@dating/i18n/locales'
import { describe, expect, it } from 'vitest'
import { fillFacts, type LegalFacts, legalDocument } from './legal-document.server.ts'
import { storageEntries } from '@dating/domain/storage'
import { rawCatalogue } from '@dating/i18n/catalogues.server'
import { legalPageTokens } from './pages.ts'

const facts: LegalFacts = {
  brand: 'Flirtwave',
  domain: 'flirtwave.example',
  company: 'Heartline Media B.V.',
  address: 'Keizersgracht 221',
  city: '1016 DV Amsterdam',
  country: 'Netherlands',
  kvk: '81234567',
  vat: 'NL862345678B01',
  tradenames: 'Flirtwave and Herzklopfen',
  email: 'support@flirtwave.example',
  phone: '+442038681123',
  refundDays: '14',
  termsDate: '18 March 2024',
  director: 'Marieke van den Berg',
}

describe('legal texts', () => {
  it.each(catalogueIds)('%s has every page, filled with the brand’s facts', async (id) => {
    for (const token of legalPageTokens) {
      const document = await legalDocument(id, token, facts)
      expect(document.title, `${id} ${token}`).not.toBe('')
      expect(document.description.length, `${id} ${token}`).toBeGreaterThan(20)
      expect(document.sections.length, `${id} ${token}`).toBeGreaterThan(0)
      const text = JSON.stringify(document)
      expect(text, `${id} ${token}`).not.toMatch(/\{\w+\}/)
    }
    const imprint = JSON.stringify(await legalDocument(id, 'imprint', facts))
    for (const fact of [
      facts.company,
      facts.kvk,
      facts.vat,
      facts.email,
      facts.phone,
      facts.director,
    ]) {
      expect(imprint, id).toContain(fact)
    }
  })

  it('names the terms’ version date and the refund days', async () => {
    const terms = JSON.stringify(await legalDocument('de', 'terms', facts))
    expect(terms).toContain('18 March 2024')
    expect(terms).toContain('14 Tagen')
  })

  it.each(catalogueIds)('%s lists every cookie and storage key of the one list', async (id) => {
    const cookies = await legalDocument(id, 'cookies', facts)
    const listed = cookies.sections[1]?.paragraphs ?? []
    expect(listed).toHaveLength(storageEntries.length)
    storageEntries.forEach((entry, index) => {
      expect(listed[index], `${id} ${entry.name}`).toMatch(new RegExp(`^${entry.name} \\(`))
    })
    // Lifetimes in the page's language, e.g. "30 Tage".
    if (id === 'de') expect(listed.join(' ')).toContain('30 Tage')
    if (id === 'fr') expect(listed.join(' ')).toContain('30\u00a0jours')
  })

  it.each(catalogueIds)(
    '%s describes the withdrawal button and supplies the model withdrawal form',
    async (id) => {
      const messages = rawCatalogue(id)
      const policy = await legalDocument(id, 'return-policy', facts)
      const text = JSON.stringify(policy)
      expect(text, id).toContain(messages['withdrawal.start'])
      expect(text, id).toContain(messages['withdrawal.confirm'])
      expect(policy.sections.length, id).toBeGreaterThanOrEqual(4)
      // The form: addressed to the company, with the consumer's name, address and date.
      expect(policy.sections.at(-1)?.paragraphs.join(' '), id).toContain(facts.company)
      expect(JSON.stringify(await legalDocument(id, 'faq', facts)), id).toContain(
        messages['withdrawal.start'],
      )
    },
  )

  it('refuses a placeholder it does not know', () => {
    expect(() => fillFacts('Call {fax}', facts)).toThrow('{fax}')
  })
})
