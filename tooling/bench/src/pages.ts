import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { RunningApi } from './api.ts'
import type { BenchOptions } from './options.ts'
import { freePorts, runToCompletion, startProcess, waitUntilReady } from './processes.ts'
import { formatTable } from './table.ts'
import { type Measured, measure, ms, type Target } from './measure.ts'
import { pnpmCommand, repoRoot } from './workspace.ts'

const siteDir = join(repoRoot, 'apps', 'site')

/** Builds the site when it has no build yet (the pages are served from its production build). */
async function ensureSiteBuild(): Promise<void> {
  if (existsSync(join(siteDir, 'build', 'server', 'index.js'))) return
  console.log('\nNo build of @dating/site yet: building it …')
  const pnpm = pnpmCommand()
  await runToCompletion(pnpm.command, [...pnpm.args, '--filter', '@dating/site', 'build'], {
    cwd: repoRoot,
  })
}

function setCookiePairs(response: Response): [string, string][] {
  return response.headers.getSetCookie().flatMap((header) => {
    const pair = header.split(';')[0] ?? ''
    const separator = pair.indexOf('=')
    return separator > 0 ? [[pair.slice(0, separator), pair.slice(separator + 1)]] : []
  })
}

/**
 * The Cookie header a browser would send on its second visit: `cookie` plus what the first
 * visit of `url` set (the locale the brand chose, tracking), so the measured requests are
 * the steady state rather than a first visit each.
 */
async function cookiesAfterFirstVisit(url: string, cookie: string): Promise<string> {
  const jar = new Map(
    cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  await response.arrayBuffer()
  for (const [name, value] of setCookiePairs(response)) {
    if (value === '') jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

const browserHeaders = { accept: 'text/html', 'accept-encoding': 'gzip' }

/**
 * Server-rendered pages per second through the site's production server on the running api:
 * the home page as a visitor, /members and a profile as the logged-in member.
 */
export async function benchPages(input: {
  api: RunningApi
  cookie: string
  profileId: number
  label: string
  options: BenchOptions
  taken: readonly number[]
}): Promise<Measured[]> {
  const { api, options } = input
  await ensureSiteBuild()
  const [sitePort] = await freePorts(1, input.taken)
  if (sitePort === undefined) throw new Error('no ports')
  const site = startProcess('site', process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    env: { SITE_PORT: String(sitePort), API_URL: api.baseUrl, NODE_ENV: 'production' },
  })
  try {
    const base = `http://127.0.0.1:${sitePort}`
    await waitUntilReady(site, `${base}/robots.txt`, 60_000)
    const pages = [
      { name: 'GET / (visitor)', url: `${base}/`, cookie: '' },
      { name: 'GET /members (member)', url: `${base}/members`, cookie: input.cookie },
      {
        name: 'GET /members/:id (member)',
        url: `${base}/members/${input.profileId}`,
        cookie: input.cookie,
      },
    ]
    const targets: Target[] = []
    for (const page of pages) {
      const cookie = await cookiesAfterFirstVisit(page.url, page.cookie)
      targets.push({
        name: page.name,
        url: page.url,
        headers: cookie ? { ...browserHeaders, cookie } : browserHeaders,
      })
    }
    console.log(
      `\nPages on ${input.label} (site production server, gzip): ${options['page-concurrency']} in flight, ${options.warmup} s warm-up + ${options.duration} s each`,
    )
    const rows: Measured[] = []
    for (const target of targets) {
      process.stdout.write(`  measuring ${target.name} …\n`)
      rows.push({ target, result: await measure(target, options, options['page-concurrency']) })
    }
    console.log(`\nPages on ${input.label}:`)
    console.log(
      formatTable(
        ['page', 'requests', 'failed', 'pages/s', 'p50 ms', 'p99 ms', 'p99/p50', 'kB sent'],
        rows.map(({ target, result }) => [
          target.name,
          result.requests,
          result.failures,
          Number(result.requestsPerSecond.toFixed(1)),
          ms(result.latencyMs.p50),
          ms(result.latencyMs.p99),
          ms(result.latencyMs.p99 / Math.max(result.latencyMs.p50, 0.001)),
          Number((result.meanBytes / 1024).toFixed(1)),
        ]),
      ),
    )
    return rows
  } finally {
    await site.stop()
  }
}
