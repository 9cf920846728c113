/** The eleven countries the product serves, one per content locale. */
export const countries = ['DK', 'DE', 'GB', 'ES', 'FI', 'FR', 'IT', 'NO', 'NL', 'PL', 'SE'] as const
export type Country = (typeof countries)[number]

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value)
}
