import { describe, expect, it } from 'vitest'
import { isValidIban, maskIban, normalizeIban } from './iban.ts'

describe('IBAN', () => {
  it('accepts valid IBANs of SEPA countries, written with spaces or in lower case', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true)
    expect(isValidIban('de89370400440532013000')).toBe(true)
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true)
    expect(isValidIban('AT61 1904 3002 3457 3201')).toBe(true)
  })

  it('refuses a wrong check digit, a wrong length and a country outside SEPA', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 01')).toBe(false)
    expect(isValidIban('NL92 ABNA 0417 1643 00')).toBe(false)
    expect(isValidIban('NL91 ABNA 0417 1643 0')).toBe(false)
    expect(isValidIban('US12 3456 7890 1234 5678')).toBe(false)
    expect(isValidIban('')).toBe(false)
    expect(isValidIban('NL91-ABNA!0417164300')).toBe(false)
  })

  it('normalises and masks', () => {
    expect(normalizeIban(' nl91 abna-0417 164300 ')).toBe('NL91ABNA0417164300')
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** **** **** 00')
  })
})
