import * as v from 'valibot'

/** Login body of POST /api/user.php. Lengths are capped so no input can be huge. */
export const loginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
})
export type LoginInput = v.InferOutput<typeof loginSchema>
