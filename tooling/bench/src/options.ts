import { parseArgs } from 'node:util'
import * as v from 'valibot'

const positiveInteger = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(1),
    v.maxValue(max),
  )

const optionsSchema = v.object({
  concurrency: positiveInteger(16, 256),
  duration: positiveInteger(5, 120),
  warmup: positiveInteger(1, 30),
  profiles: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(2_000_000),
    ),
  ),
  'database-url': v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL')),
  ),
  'api-url': v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be http(s)')),
  ),
  'skip-bundles': v.boolean(),
  'skip-throughput': v.boolean(),
})

export type BenchOptions = v.InferOutput<typeof optionsSchema>

export const usage = `Usage: pnpm --filter @dating/bench bench [options]
  --concurrency <n>   requests in flight per target (default 16)
  --duration <s>      measured seconds per target (default 5)
  --warmup <s>        unmeasured seconds per target before measuring (default 1)
  --profiles <n>      also seed n profiles (e.g. 1000000) and measure members search latency
  --database-url <u>  seed the scale run into this empty PostgreSQL database (default: PGlite)
  --api-url <u>       measure members search latency against this running, seeded api instead
                      of seeding one (loopback only)
  --skip-throughput   only measure the site's first-load JS
  --skip-bundles      only measure throughput`

/** The command line, validated; throws with every bad option named. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      concurrency: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      profiles: { type: 'string' },
      'database-url': { type: 'string' },
      'api-url': { type: 'string' },
      'skip-bundles': { type: 'boolean', default: false },
      'skip-throughput': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  const result = v.safeParse(optionsSchema, values)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => `--${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`${problems.join('\n')}\n\n${usage}`)
}
