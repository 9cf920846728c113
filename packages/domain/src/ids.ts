/**
 * The one id of the api's rows (profiles, photos, messages, decisions...): a positive integer
 * that fits PostgreSQL's `integer`. In a JSON body it is a number; in a query string, a route
 * parameter or a form field it is written in decimal digits without a leading zero.
 */
import * as v from 'valibot'

/** The largest `integer` PostgreSQL stores. */
export const maxId = 2_147_483_647

/** An id in a JSON body. */
export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxId))

/** An id written as text (`?id=42`, `/members/42`, a form field), read as its number. */
export const idParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,9}$/),
  v.transform(Number),
  v.maxValue(maxId),
)

/** The id a text names, else null: `parseId('42')` is 42, `parseId('042')` null. */
export function parseId(value: unknown): number | null {
  const parsed = v.safeParse(idParamSchema, value)
  return parsed.success ? parsed.output : null
}
