import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { chromiumPath } from './all-scripts.ts'
import { runToCompletion } from './processes.ts'
import type { ServedApps } from './served-apps.ts'
import { formatTable } from './table.ts'
import { benchDir } from './workspace.ts'

const reportSchema = v.object({
  categories: v.object({ performance: v.object({ score: v.nullable(v.number()) }) }),
  audits: v.record(v.string(), v.object({ numericValue: v.optional(v.number()) })),
})

export interface LighthouseScore {
  page: string
  score: number | null
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * Lighthouse's mobile performance (its defaults: a Moto G class phone, simulated slow 4G) of one
 * page as a first-time visitor gets it: a fresh Chromium profile, no cookie, so the site-entry
 * warning and the cookie banner show as they do on a first visit. Reported, never asserted.
 */
async function lighthouse(url: string): Promise<Omit<LighthouseScore, 'page'>> {
  const dir = mkdtempSync(join(tmpdir(), 'dating-lighthouse-'))
  const output = join(dir, 'report.json')
  try {
    await runToCompletion(
      join(benchDir, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { cwd: benchDir, env: { CHROME_PATH: chromiumPath() } },
    )
    const report = v.parse(reportSchema, JSON.parse(readFileSync(output, 'utf8')))
    const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN
    const score = report.categories.performance.score
    return {
      score: score === null ? null : Math.round(score * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The pages Lighthouse is reported on: /, /members, a profile, /login and the swipe lander. */
export function lighthousePages(apps: ServedApps, profilePath: string): [string, string][] {
  return [
    ['/', `${apps.siteUrl}/`],
    ['/members', `${apps.siteUrl}/members`],
    [`a profile (${profilePath})`, `${apps.siteUrl}${profilePath}`],
    ['/login', `${apps.siteUrl}/login`],
    ['/landers/tinderswipe', `${apps.landersUrl}/landers/tinderswipe`],
  ]
}

/** Runs Lighthouse on each page in turn and prints one table. */
export async function benchLighthouse(pages: readonly [string, string][]): Promise<void> {
  const scores: LighthouseScore[] = []
  for (const [page, url] of pages) {
    console.log(`  Lighthouse ${url} …`)
    scores.push({ page, ...(await lighthouse(url)) })
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log('\nLighthouse mobile performance (a first visit, logged out):')
  console.log(
    formatTable(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS'],
      scores.map((score) => [
        score.page,
        score.score ?? '—',
        seconds(score.fcpMs),
        seconds(score.lcpMs),
        `${Math.round(score.tbtMs)} ms`,
        Number(score.cls.toFixed(3)),
      ]),
    ),
  )
}
