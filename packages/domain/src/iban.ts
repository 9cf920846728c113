/**
 * IBANs of the SEPA direct debit form (SPEC §3, §5): the ISO 13616 checksum (mod 97 = 1) and
 * the length of each SEPA country's IBAN.
 */

/** IBAN length per SEPA country code. */
export const sepaIbanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
}

/** The IBAN without spaces, upper case: how it is checked and stored. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

/** The remainder of the IBAN's number (country and check digits moved to the end) by 97. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** A SEPA country's IBAN of the right length whose checksum holds. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false
  const length = sepaIbanLengths[iban.slice(0, 2)]
  return length === iban.length && ibanRemainder(iban) === 1
}

/** `NL91 **** **** **00`: what is shown back once the IBAN is stored. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value)
  const hidden = iban.slice(4, -2).replace(/./g, '*')
  return `${iban.slice(0, 4)}${hidden}${iban.slice(-2)}`.replace(/(.{4})(?=.)/g, '$1 ')
}
