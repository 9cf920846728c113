import * as v from 'valibot'

/** A profile id as it appears in a URL: a positive integer that fits the database column. */
export const profileIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform(Number),
  v.maxValue(2_147_483_647),
)

/** The profile id of a route parameter, or null when it is none. */
export function profileIdParam(value: string | undefined): number | null {
  const parsed = v.safeParse(profileIdSchema, value)
  return parsed.success ? parsed.output : null
}
