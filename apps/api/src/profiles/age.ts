/**
 * Whole years between two ISO days (`YYYY-MM-DD`), as @dating/i18n's ageOn counts them, by
 * plain arithmetic: it runs for every card of every page, so no date objects are made.
 */
export function ageOn(birthdate: string, day: string): number {
  const born = Number(birthdate.slice(5, 7)) * 100 + Number(birthdate.slice(8, 10))
  const on = Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10))
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4))
  return on >= born ? years : years - 1
}
