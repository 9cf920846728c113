import * as v from 'valibot'

const port = v.pipe(
  v.optional(v.string(), '3001'),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(65_535),
)

const origin = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url('must be an absolute URL'),
    v.transform((url) => url.replace(/\/+$/, '')),
  )

const envSchema = v.object({
  LANDERS_PORT: port,
  API_URL: origin('http://127.0.0.1:3002'),
  /** Where the member site lives: signup and legal pages are linked there. */
  SITE_URL: origin('http://localhost:3000'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
})

export type Env = v.InferOutput<typeof envSchema>

/** Parses the landers app's environment and names every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(envSchema, source)
  if (result.success) return result.output
  const problems = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`,
  )
  throw new Error(`Invalid landers environment:\n  ${problems.join('\n  ')}`)
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
