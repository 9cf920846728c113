import { loginCookie, expectOk, startSeededApi } from './api.ts'
import { runLoad } from './load.ts'
import type { BenchOptions } from './options.ts'
import { createThrowawayDatabase } from './postgres.ts'
import { freePorts } from './processes.ts'
import { formatTable } from './table.ts'

/** Searches a member makes on /members, from the broadest to a deep page of a narrow one. */
const searches = [
  { name: 'everyone, page 1', query: '' },
  { name: 'women', query: 'gender=female' },
  { name: 'women in DE', query: 'gender=female&country=DE' },
  { name: 'everyone in GB, page 5', query: 'country=GB&page=5' },
  { name: 'men in NL-UT', query: 'gender=male&country=NL&countryregion=NL-UT' },
  {
    name: 'women 60-99 in PL-14',
    query: 'gender=female&country=PL&countryregion=PL-14&min_age=60',
  },
  { name: 'men 25-35 in NL', query: 'gender=male&country=NL&min_age=25&max_age=35' },
  {
    name: 'women 40-60 in FR, page 20',
    query: 'gender=female&country=FR&min_age=40&max_age=60&page=20',
  },
  { name: 'everyone, page 400', query: 'page=400' },
  { name: 'aged 90+ (nobody: similar)', query: 'min_age=90' },
  // Distance searches around the demo member's town (decision 063), nearest first in a radius.
  { name: 'women within 25 km', query: 'gender=female&radius_km=25' },
  { name: 'women within 100 km', query: 'gender=female&radius_km=100' },
  { name: 'men 25-35 within 50 km', query: 'gender=male&min_age=25&max_age=35&radius_km=50' },
  { name: 'everyone within 250 km, page 5', query: 'radius_km=250&page=5' },
]

/**
 * The optional long run: seeds `profiles` profiles (into PGlite, or the PostgreSQL database of
 * `--database-url`) and measures the latency of members searches one at a time (concurrency 1,
 * so the numbers are latencies, not queueing). With `--api-url` it measures a running api
 * that was seeded before instead.
 */
export async function benchSearchAtScale(
  options: BenchOptions & { profiles?: number },
): Promise<void> {
  const given = options['api-url']
  if (given) {
    console.log(`\nScale run against the running api at ${given} …`)
    await measureSearches(given.replace(/\/$/, ''), options, 'a running api')
    return
  }
  const profiles = options.profiles
  if (profiles === undefined) throw new Error('the scale run needs --profiles or --api-url')
  const [port] = await freePorts(1)
  if (port === undefined) throw new Error('no free port')
  console.log(
    `\nScale run: seeding ${profiles.toLocaleString('en')} profiles (this takes a while) …`,
  )
  const throwaway =
    options['database-url'] === undefined && options.postgres
      ? await createThrowawayDatabase(options.postgres, 'scale')
      : null
  const databaseUrl = options['database-url'] ?? throwaway?.url
  try {
    await seedAndMeasure(port, profiles, databaseUrl, options)
  } finally {
    await throwaway?.drop()
  }
}

async function seedAndMeasure(
  port: number,
  profiles: number,
  databaseUrl: string | undefined,
  options: BenchOptions,
): Promise<void> {
  const seedStarted = performance.now()
  // Each search repeats for seconds: the read cache would answer all but the first from memory.
  const api = await startSeededApi(port, ['--profiles', String(profiles)], {
    ...(databaseUrl ? { databaseUrl } : {}),
    apiEnv: { READ_CACHE: 'off' },
  })
  const seedSeconds = (performance.now() - seedStarted) / 1000
  try {
    await measureSearches(
      api.baseUrl,
      options,
      `${profiles.toLocaleString('en')} profiles on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (seed and start took ${seedSeconds.toFixed(0)} s; read cache off)`,
    )
  } finally {
    await api.stop()
  }
}

async function measureSearches(baseUrl: string, options: BenchOptions, label: string) {
  const cookie = await loginCookie(baseUrl, 'free.member@example.com', 'Demo-password-1')
  const rows = []
  for (const search of searches) {
    const url = `${baseUrl}/api/members.php${search.query ? `?${search.query}` : ''}`
    await expectOk(url, { cookie })
    const result = await runLoad({
      url,
      headers: { cookie },
      concurrency: 1,
      durationMs: options.duration * 1000,
    })
    rows.push([
      search.name,
      result.requests,
      result.failures,
      Number(result.latencyMs.p50.toFixed(1)),
      Number(result.latencyMs.p90.toFixed(1)),
      Number(result.latencyMs.p95.toFixed(1)),
      Number(result.latencyMs.p99.toFixed(1)),
      Number(result.latencyMs.max.toFixed(1)),
    ])
  }
  console.log(`\nMembers search latency at ${label}:`)
  console.log(
    formatTable(
      ['search', 'requests', 'failed', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'max ms'],
      rows,
    ),
  )
}
