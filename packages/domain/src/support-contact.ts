/** SPEC §9: the brand's support phone is used with its dashes and spaces removed. */
export function cleanSupportPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '')
}
