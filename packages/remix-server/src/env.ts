/** Pieces of the apps' typed env modules: the same variables are read the same way. */
import * as v from 'valibot'

export const portVariable = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,5}$/, 'must be a port number'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(65_535),
  )

/** An absolute URL without trailing slashes, so paths can be appended to it. */
export const originVariable = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url('must be an absolute URL'),
    v.transform((url) => url.replace(/\/+$/, '')),
  )

/** A comma-separated list of http(s) origins (e.g. LANDER_ORIGINS), as origins; empty is none. */
export const originListVariable = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
  v.array(v.pipe(v.string(), v.url('must be a list of absolute URLs'))),
  v.transform((urls) => urls.map((url) => new URL(url).origin)),
)

export const nodeEnvVariable = v.optional(
  v.picklist(['development', 'production', 'test']),
  'production',
)

/** Parses an environment and names every bad variable at once, or throws. */
export function parseEnvWith<TSchema extends v.GenericSchema<Record<string, unknown>>>(
  schema: TSchema,
  source: Record<string, string | undefined>,
  appName: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, source)
  if (result.success) return result.output
  const problems = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`,
  )
  throw new Error(`Invalid ${appName} environment:\n  ${problems.join('\n  ')}`)
}

/** The env of this process, parsed once on first use. */
export function cachedEnv<T>(parse: (source: Record<string, string | undefined>) => T): () => T {
  let cached: T | undefined
  return () => {
    cached ??= parse(process.env)
    return cached
  }
}
