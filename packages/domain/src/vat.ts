/**
 * VAT on credits: an electronically supplied service to consumers, taxed at the rate of the
 * member's country (EU one-stop shop; the UK's and Norway's own schemes for their residents).
 * Prices are gross: the VAT is the part of the amount paid that the rate stands for.
 */
import type { Country } from './country-codes.ts'

/** Standard rates in basis points (21 % = 2100), as in force in 2026. */
export const vatRates: Record<Country, number> = {
  DK: 2500,
  DE: 1900,
  GB: 2000,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  IT: 2200,
  NO: 2500,
  NL: 2100,
  PL: 2300,
  SE: 2500,
}

export function vatRateFor(country: string): number {
  return (vatRates as Record<string, number>)[country] ?? vatRates.NL
}

/** The VAT within a gross amount (minor units), rounded half up to a whole minor unit. */
export function vatIncluded(grossAmount: number, rateBasisPoints: number): number {
  return Math.floor(
    (grossAmount * rateBasisPoints * 2 + (10_000 + rateBasisPoints)) /
      ((10_000 + rateBasisPoints) * 2),
  )
}

/** The rate as a percentage for people: 2550 -> 25.5. */
export function vatPercent(rateBasisPoints: number): number {
  return rateBasisPoints / 100
}
