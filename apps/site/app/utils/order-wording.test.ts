import { rawCatalogue } from '@dating/i18n/catalogues.server'
import { locales } from '@dating/i18n/locales'
import { describe, expect, it } from 'vitest'

/**
 * CRD Art. 8(2): the order button says the order costs money; the checkout says the price
 * includes VAT and links the terms and the withdrawal information (decision 061).
 */
const orderButton: Record<(typeof locales)[number], string> = {
  da: 'Bestil med betalingsforpligtelse',
  de: 'Zahlungspflichtig bestellen',
  en: 'Buy now',
  es: 'Comprar con obligación de pago',
  fi: 'Tilaa ja maksa',
  fr: 'Commander avec obligation de paiement',
  it: 'Ordina con obbligo di pagamento',
  nb: 'Bestill med betalingsplikt',
  nl: 'Bestellen met betalingsverplichting',
  pl: 'Zamawiam z obowiązkiem zapłaty',
  sv: 'Beställ med betalningsskyldighet',
}
const vatWord: Record<(typeof locales)[number], RegExp> = {
  da: /\bmoms\b/,
  de: /\bMwSt\./,
  en: /\bVAT\b/,
  es: /\bIVA\b/,
  fi: /arvonlisävero/,
  fr: /\bTVA\b/,
  it: /\bIVA\b/,
  nb: /\bmva\./,
  nl: /\bbtw\b/,
  pl: /\bVAT\b/,
  sv: /\bmoms\b/,
}

describe.each(locales)('the checkout in %s', (locale) => {
  const messages = rawCatalogue(locale)
  it('orders with a button that says it costs money', () => {
    expect(messages['credits.checkout.pay']).toBe(orderButton[locale])
  })
  it('says the prices include VAT and links the terms and the withdrawal information', () => {
    const legal = messages['credits.checkout.legal'] ?? ''
    expect(legal).toMatch(vatWord[locale])
    expect(legal).toMatch(/<terms>[^<]+<\/terms>/)
    expect(legal).toMatch(/<withdrawal>[^<]+<\/withdrawal>/)
  })
  it('names the withdrawal function in statutory words, never an undo word', () => {
    expect(messages['withdrawal.start']).not.toMatch(/^(Fortryd|Angre|Peru)\b/)
    expect(messages['withdrawal.start']).not.toBe(messages['withdrawal.confirm'])
  })
})
