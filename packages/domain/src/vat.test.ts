import { describe, expect, it } from 'vitest'
import { countries } from './country-codes.ts'
import { vatIncluded, vatPercent, vatRateFor, vatRates } from './vat.ts'

describe('VAT', () => {
  it('has the rate of every country the brands sell in', () => {
    for (const country of countries) expect(vatRates[country]).toBeGreaterThan(0)
    expect(vatRateFor('DE')).toBe(1900)
    expect(vatPercent(vatRateFor('FI'))).toBe(25.5)
  })

  it('takes the VAT out of a gross price, rounded half up', () => {
    // 14.99 incl. 21 %: 2.60 VAT (14.99 / 1.21 = 12.388..., VAT 2.6016).
    expect(vatIncluded(1499, 2100)).toBe(260)
    expect(vatIncluded(1499, 1900)).toBe(239)
    expect(vatIncluded(11200, 2500)).toBe(2240)
    expect(vatIncluded(0, 2100)).toBe(0)
    expect(vatIncluded(121, 2100)).toBe(21)
  })
})
