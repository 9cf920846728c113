import { gzipSync } from 'node:zlib'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import type { ServedApps } from './served-apps.ts'

/** Where a page's scripts are counted: a first visit, logged out or as the demo member. */
export interface PageVisit {
  app: '@dating/site' | '@dating/landers'
  /** The page of the budget table, e.g. `/members/:id`. */
  page: string
  /** Its URL path, or how to find one (a profile, a conversation) once logged in. */
  path: string | ((context: BrowserContext, base: string) => Promise<string | null>)
  member: boolean
}

export interface ScriptsCount {
  visit: PageVisit
  url: string
  files: number
  bytes: number
  gzipBytes: number
  /** Each script file downloaded, largest first: its path (no origin) and gzipped bytes. */
  scripts: { path: string; gzipBytes: number }[]
}

/** The first link on `listPath` whose path matches `pattern` (a profile card, a conversation). */
const firstLink =
  (listPath: string, pattern: RegExp) => async (context: BrowserContext, base: string) => {
    const page = await context.newPage()
    try {
      await page.goto(`${base}${listPath}`, { waitUntil: 'domcontentloaded' })
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      return hrefs.find((href) => pattern.test(href)) ?? null
    } finally {
      await page.close()
    }
  }

/** The pages of the budget table (tooling/bench/README.md). */
export const budgetPages: PageVisit[] = [
  { app: '@dating/site', page: '/', path: '/', member: false },
  { app: '@dating/site', page: '/login', path: '/login', member: false },
  { app: '@dating/site', page: '/signup', path: '/signup', member: false },
  { app: '@dating/site', page: '/members', path: '/members', member: true },
  {
    app: '@dating/site',
    page: '/members/:id',
    path: firstLink('/members', /^\/members\/\d+$/),
    member: true,
  },
  {
    app: '@dating/site',
    page: '/chats/:id',
    path: firstLink('/chats', /^\/chats\/\d+$/),
    member: true,
  },
  { app: '@dating/site', page: '/swipe-game', path: '/swipe-game', member: true },
  { app: '@dating/landers', page: '/', path: '/', member: false },
  { app: '@dating/landers', page: '/signup', path: '/signup', member: false },
  {
    app: '@dating/landers',
    page: '/landers/tinderswipe',
    path: '/landers/tinderswipe',
    member: false,
  },
]

export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium'
}

function cookiesFor(cookieHeader: string, url: string) {
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=')
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url }
    })
}

/**
 * Every script file a first visit of the page downloads until the network is quiet (no request
 * for 500 ms, Playwright's `networkidle`, after the page has hydrated), in Debian's chromium with a fresh profile: the first
 * load, what loads after hydration and the catalogue. Each body gzipped at level 6, as the
 * first-load count does; inline scripts are part of the HTML and not counted.
 */
async function countScripts(
  browser: Browser,
  apps: ServedApps,
  visit: PageVisit,
): Promise<ScriptsCount | null> {
  const base = visit.app === '@dating/site' ? apps.siteUrl : apps.landersUrl
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    if (visit.member) await context.addCookies(cookiesFor(apps.memberCookie, base))
    const path = typeof visit.path === 'string' ? visit.path : await visit.path(context, base)
    if (path === null) return null
    const page = await context.newPage()
    const bodies = new Map<string, Promise<Buffer | null>>()
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      )
    })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
    // On a loaded machine hydration can end after a quiet half second: wait for the apps' mark
    // (every part's code has arrived, `afterLaterCode`) and for the network to be quiet again.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 })
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    let bytes = 0
    let gzipBytes = 0
    const scripts: ScriptsCount['scripts'] = []
    for (const [url, pending] of bodies) {
      const body = await pending
      if (!body) continue
      const gzipped = gzipSync(body, { level: 6 }).length
      bytes += body.length
      gzipBytes += gzipped
      scripts.push({ path: new URL(url).pathname, gzipBytes: gzipped })
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)
    return { visit, url: path, files: scripts.length, bytes, gzipBytes, scripts }
  } finally {
    await context.close()
  }
}

/** Counts the scripts of every page of `visits`, one fresh browser context each. */
export async function countAllScripts(
  apps: ServedApps,
  visits: readonly PageVisit[] = budgetPages,
): Promise<{ counts: ScriptsCount[]; missing: PageVisit[] }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  })
  try {
    const counts: ScriptsCount[] = []
    const missing: PageVisit[] = []
    for (const visit of visits) {
      const count = await countScripts(browser, apps, visit)
      if (count) counts.push(count)
      else missing.push(visit)
    }
    return { counts, missing }
  } finally {
    await browser.close()
  }
}
