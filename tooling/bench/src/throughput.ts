import { join, resolve } from 'node:path'
import { loginCookie, type RunningApi, startSeededApi } from './api.ts'
import { type Measured, measure, ms, type Target } from './measure.ts'
import type { BenchOptions } from './options.ts'
import { benchPages } from './pages.ts'
import { createThrowawayDatabase } from './postgres.ts'
import { type Started, freePorts, startProcess, waitUntilReady } from './processes.ts'
import { formatTable } from './table.ts'
import { benchDir } from './workspace.ts'

export const demoFreeMember = { email: 'free.member@example.com', password: 'Demo-password-1' }

/** A profile the member may see: the first card of their members search. */
async function someProfileId(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/members.php`, { headers: { cookie } })
  const page = (await response.json()) as { results?: { id: number }[] }
  const id = page.results?.[0]?.id
  if (id === undefined) throw new Error('members.php found nobody to open a profile of')
  return id
}

function apiTargets(baseUrl: string, cookie: string, profileId: number): Target[] {
  const member = { cookie }
  return [
    { name: 'GET /api/user.php', url: `${baseUrl}/api/user.php`, headers: member },
    { name: 'GET /api/settings.php', url: `${baseUrl}/api/settings.php`, headers: member },
    { name: 'GET /api/members.php', url: `${baseUrl}/api/members.php`, headers: member },
    {
      name: 'GET /api/profile.php',
      url: `${baseUrl}/api/profile.php?id=${profileId}`,
      headers: member,
    },
    { name: 'GET /api/likes.php', url: `${baseUrl}/api/likes.php`, headers: member },
  ]
}

function printTable(title: string, rows: Measured[], baseline: number): void {
  console.log(`\n${title}`)
  console.log(
    formatTable(
      ['target', 'requests', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'p99/p50', 'vs hello-world'],
      rows.map(({ target, result }) => [
        target.name,
        result.requests,
        result.failures,
        Math.round(result.requestsPerSecond),
        ms(result.latencyMs.p50),
        ms(result.latencyMs.p99),
        ms(result.latencyMs.p99 / Math.max(result.latencyMs.p50, 0.001)),
        `${((result.requestsPerSecond / baseline) * 100).toFixed(1)} %`,
      ]),
    ),
  )
}

type DatabaseKind = { label: string; databaseUrl?: string; drop?: () => Promise<void> }

/**
 * Api calls every page makes, against a bare Hono hello-world measured right before them, and
 * then whole server-rendered pages: on PGlite, and with `--postgres` on a throwaway PostgreSQL
 * database as well. Each database gets its own seeded api.
 */
export async function benchThroughput(options: BenchOptions): Promise<void> {
  const [helloPort] = await freePorts(1)
  if (helloPort === undefined) throw new Error('no ports')
  const hello: Started = startProcess(
    'hello-world',
    process.execPath,
    ['--import', 'tsx', join('src', 'hello-world.ts')],
    { cwd: benchDir, env: { PORT: String(helloPort) } },
  )
  const helloUrl = `http://127.0.0.1:${helloPort}/`
  try {
    await waitUntilReady(hello, helloUrl, 30_000)
    const kinds: DatabaseKind[] = [{ label: 'PGlite' }]
    if (options.postgres) kinds.push({ label: 'PostgreSQL' })
    for (const kind of kinds) {
      if (kind.label === 'PostgreSQL' && options.postgres) {
        const database = await createThrowawayDatabase(options.postgres, 'throughput')
        kind.databaseUrl = database.url
        kind.drop = database.drop
      }
      try {
        await benchOneDatabase(kind, helloUrl, helloPort, options)
      } finally {
        await kind.drop?.()
      }
    }
  } finally {
    await hello.stop()
  }
}

async function benchOneDatabase(
  kind: DatabaseKind,
  helloUrl: string,
  helloPort: number,
  options: BenchOptions,
): Promise<void> {
  const [apiPort] = await freePorts(1, [helloPort])
  if (apiPort === undefined) throw new Error('no ports')
  const nodeArgs = options['cpu-prof']
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options['cpu-prof'])}`]
    : []
  const api: RunningApi = await startSeededApi(apiPort, kind.databaseUrl ? [] : ['--if-empty'], {
    ...(kind.databaseUrl ? { databaseUrl: kind.databaseUrl } : {}),
    nodeArgs,
  })
  try {
    const cookie = await loginCookie(api.baseUrl, demoFreeMember.email, demoFreeMember.password)
    const profileId = await someProfileId(api.baseUrl, cookie)
    console.log(
      `\nApi calls on ${kind.label} as the demo free member: ${options.concurrency} in flight, ${options.warmup} s warm-up + ${options.duration} s each, loopback`,
    )
    const rows: Measured[] = []
    const hello = { name: 'hello-world (bare Hono)', url: helloUrl }
    for (const target of [hello, ...apiTargets(api.baseUrl, cookie, profileId)]) {
      process.stdout.write(`  measuring ${target.name} …\n`)
      rows.push({ target, result: await measure(target, options, options.concurrency) })
    }
    const baseline = rows[0]?.result.requestsPerSecond ?? 1
    printTable(`Api calls on ${kind.label}:`, rows, baseline)
    if (!options['skip-pages']) {
      await benchPages({
        api,
        cookie,
        profileId,
        label: kind.label,
        options,
        taken: [helloPort, apiPort],
      })
    }
  } finally {
    await api.stop()
  }
}
