import { describe, expect, it } from 'vitest'
import {
  creditPackages,
  creditPackagesFor,
  creditsValue,
  currencyFor,
  discountedAmount,
  findCreditPackage,
  nextPaymentStatus,
  type PaymentStatus,
  priceOfCredits,
} from './payments.ts'

describe('credit packages', () => {
  it('has styles p0 to p3 with exactly one popular package and integer prices', () => {
    expect(creditPackages.map((p) => p.style)).toEqual(['p0', 'p1', 'p2', 'p3'])
    expect(creditPackages.filter((p) => p.popular)).toHaveLength(1)
    for (const p of creditPackages) {
      for (const amount of Object.values(p.prices)) expect(Number.isInteger(amount)).toBe(true)
    }
  })

  it('prices credits at the package price, rounded half up', () => {
    const p20 = findCreditPackage('p20')
    if (!p20) throw new Error('p20 missing')
    expect(priceOfCredits(p20, 'EUR', 20)).toBe(1499)
    // 1499 * 3 / 20 = 224.85
    expect(priceOfCredits(p20, 'EUR', 3)).toBe(225)
    expect(priceOfCredits(p20, 'EUR', 1)).toBe(75)
  })

  it('values credits at what the member paid per credit, rounded half up', () => {
    // 14.99 for 20 credits: 1499 * 3 / 20 = 224.85
    expect(creditsValue(3, { amount: 1499, credits: 20 })).toBe(225)
    // 14.99 + 59.99 (discounted to 44.99) for 140 credits: 5998 / 140 * 15 = 642.64
    expect(creditsValue(15, { amount: 1499 + 4499, credits: 140 })).toBe(643)
    expect(creditsValue(0, { amount: 1499, credits: 20 })).toBe(0)
    expect(creditsValue(5, { amount: 0, credits: 0 })).toBe(0)
  })

  it('gives a brand packages of whole messages, at the same price per credit', () => {
    expect(creditPackagesFor(5)).toBe(creditPackages)
    const sixes = creditPackagesFor(6)
    expect(sixes.map((p) => p.credits)).toEqual([18, 48, 120, 300])
    for (const p of sixes) expect(p.credits % 6).toBe(0)
    // 18 of the 20 credits for 14.99: 13.49.
    expect(sixes[0]?.prices.EUR).toBe(1349)
    expect(sixes[2]).toBe(creditPackages[2])
    expect(findCreditPackage('p50', 6)?.credits).toBe(48)
    expect(creditPackagesFor(7).map((p) => p.credits % 7)).toEqual([0, 0, 0, 0])
  })

  it('takes the currency from the brand’s costs for the country, EUR otherwise', () => {
    const costs = { DK: { currency: 'DKK' }, US: { currency: 'USD' } }
    expect(currencyFor('DK', costs)).toBe('DKK')
    expect(currencyFor('US', costs)).toBe('EUR')
    expect(currencyFor('NL', costs)).toBe('EUR')
  })
})

describe('discountedAmount', () => {
  it('takes the percentage off in whole minor units', () => {
    expect(discountedAmount(1499, 25)).toBe(1124)
    expect(discountedAmount(2999, 30)).toBe(2099)
    expect(discountedAmount(1000, 100)).toBe(0)
    expect(discountedAmount(1000, 0)).toBe(1000)
  })
  it('refuses amounts that are not minor units', () => {
    expect(() => discountedAmount(14.99, 10)).toThrow(RangeError)
  })
})

describe('nextPaymentStatus', () => {
  const apply = (reports: PaymentStatus[]) => reports.reduce(nextPaymentStatus, 'open')
  it('ends paid whatever order the reports come in', () => {
    expect(apply(['pending', 'paid'])).toBe('paid')
    expect(apply(['paid', 'pending'])).toBe('paid')
    expect(apply(['paid', 'pending', 'paid', 'open'])).toBe('paid')
  })
  it('keeps the first unsuccessful end but books money received later', () => {
    expect(apply(['failed', 'cancelled'])).toBe('failed')
    expect(apply(['expired', 'paid'])).toBe('paid')
    expect(apply(['paid', 'failed'])).toBe('paid')
  })
})
