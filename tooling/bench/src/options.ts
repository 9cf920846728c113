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

const portRange = v.pipe(
  v.optional(v.string(), '4620-4699'),
  v.regex(/^\d{4,5}-\d{4,5}$/, 'must be two ports, e.g. 5600-5699'),
  v.transform((text) => {
    const [first, last] = text.split('-').map(Number) as [number, number]
    return { first, last }
  }),
  v.check(
    ({ first, last }) => first >= 1024 && last <= 65_535 && last - first >= 7,
    'must span at least 8 ports between 1024 and 65535',
  ),
)

const optionsSchema = v.object({
  concurrency: positiveInteger(32, 256),
  'page-concurrency': positiveInteger(16, 256),
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
  postgres: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/[^/\s]+\/?$/, 'must be postgres://host:port')),
  ),
  ports: portRange,
  'cpu-prof': v.optional(v.pipe(v.string(), v.minLength(1))),
  'skip-bundles': v.boolean(),
  'skip-throughput': v.boolean(),
  'skip-pages': v.boolean(),
  'skip-browser': v.boolean(),
  'skip-lighthouse': v.boolean(),
})

export type BenchOptions = v.InferOutput<typeof optionsSchema>

export const usage = `Usage: pnpm --filter @dating/bench bench [options]
  --concurrency <n>   api calls in flight per target (default 32)
  --page-concurrency <n>  site pages in flight per page (default 16)
  --duration <s>      measured seconds per target (default 5)
  --warmup <s>        unmeasured seconds per target before measuring (default 1)
  --profiles <n>      also seed n profiles (e.g. 1000000) and measure members search latency
  --database-url <u>  seed the scale run into this empty PostgreSQL database (default: PGlite)
  --api-url <u>       measure members search latency against this running, seeded api instead
                      of seeding one (loopback only)
  --postgres <u>      also measure throughput and pages on PostgreSQL (server URL, e.g.
                      postgres://postgres@127.0.0.1:5432): the bench creates a throwaway
                      database there and drops it; the scale run seeds one too
  --ports <a-b>       loopback ports the bench's servers may use (default 4620-4699)
  --cpu-prof <dir>    run the api under node --cpu-prof, profiles written to <dir> at stop
  --skip-throughput   no api throughput and no pages
  --skip-pages        no server-rendered pages
  --skip-bundles      no first-load JS
  --skip-browser      no scripts by network quiet and no Lighthouse (both start the builds
                      in Chromium on a seeded api)
  --skip-lighthouse   scripts by network quiet, but no Lighthouse`

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
      postgres: { type: 'string' },
      ports: { type: 'string' },
      'cpu-prof': { type: 'string' },
      'page-concurrency': { type: 'string' },
      'skip-bundles': { type: 'boolean', default: false },
      'skip-throughput': { type: 'boolean', default: false },
      'skip-pages': { type: 'boolean', default: false },
      'skip-browser': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  const result = v.safeParse(optionsSchema, values)
  if (result.success) return result.output
  const problems = result.issues.map((issue) => `--${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
  throw new Error(`${problems.join('\n')}\n\n${usage}`)
}
