/** SPEC §9: the brand's support phone is used with its dashes and spaces removed. */
export function cleanSupportPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '')
}

/**
 * The support phone as people read it aloud: groups kept, separated by single spaces
 * ("+44 20 3868 1123"); `cleanSupportPhone` stays the number to dial (the `tel:` link).
 */
export function readableSupportPhone(phone: string): string {
  return phone.trim().replace(/[-\s./]+/g, ' ')
}
