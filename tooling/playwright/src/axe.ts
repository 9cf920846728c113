import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page, expect } from '@playwright/test'
import { waitForHydration } from './pages.ts'

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([])
}

/** WCAG 2.0 to 2.2, levels A and AA, with axe's experimental rules. */
export const wcagTags: string[] = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'experimental',
]

/** Fails the test on any violation of the WCAG A and AA rules (experimental ones included). */
export async function expectNoWcagViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  )
  expect(found, `WCAG violations on ${page.url()}`).toEqual([])
}

const requireHere = createRequire(import.meta.url)
/** axe-core as @axe-core/playwright bundles it: the same engine and rules as the checks above. */
const axeSource = readFileSync(
  createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Puts axe-core into every document of the context before its own scripts, once, for sweeps
 * over many pages (`wcagViolationsOf`): no per-page injection, no frame walk (the pages have
 * no iframes).
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource })
}

type FoundViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * The WCAG A and AA violations (experimental rules included) of the page, one line each, in a
 * context prepared with `installAxe`. Only violations are collected, which keeps axe fast.
 */
export async function wcagViolationsOf(page: Page): Promise<string[]> {
  const found = await page.evaluate(async (tags): Promise<FoundViolation[]> => {
    type AxeNode = { target: unknown[] }
    type AxeResult = { id: string; impact?: string | null; help: string; nodes: AxeNode[] }
    // The page's globals: this package type-checks without the DOM library.
    const scope = globalThis as unknown as {
      axe?: { run: (context: unknown, options: unknown) => Promise<unknown> }
      document: unknown
    }
    if (!scope.axe) throw new Error('axe-core is not installed in this page (installAxe)')
    const results = (await scope.axe.run(scope.document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeResult[] }
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
  }, wcagTags)
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`,
  )
}

/**
 * The pages a sweep opens in `locale`: every page in English, and each page in one more locale,
 * the others taking turns (page n in the n-th of them, round). axe's rules look at structure,
 * names and contrast, which a language changes only through its words, and every catalogue is
 * complete (a unit test): a turn per page keeps what a sweep finds at a fraction of its time.
 * `WCAG_SWEEP=all` sweeps every page in every locale.
 */
export function pagesInTurn<T>(
  locale: string,
  pages: readonly T[],
  locales: readonly string[],
): T[] {
  if (locale === 'en' || process.env.WCAG_SWEEP === 'all') return [...pages]
  const others = locales.filter((other) => other !== 'en')
  const turn = others.indexOf(locale)
  return pages.filter((_page, index) => index % others.length === turn)
}

/** A page of a sweep and the status it answers (404 for the not-found page). */
export type SweptPage = { path: string; status: number }

/**
 * Opens every page in `context` (prepared with `installAxe`), `tabs` at a time so the server
 * renders one page while axe checks another, and answers what axe finds as `path: violation`
 * lines, sorted. Each page must answer its status and be hydrated in `locale`.
 */
export async function wcagSweep(
  context: BrowserContext,
  { locale, pages, tabs = 3 }: { locale: string; pages: readonly SweptPage[]; tabs?: number },
): Promise<string[]> {
  const queue = [...pages]
  const found: string[] = []
  const tab = async () => {
    const page = await context.newPage()
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { path, status } = next
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect.soft(response?.status(), `${path} in ${locale}`).toBe(status)
        await waitForHydration(page)
        await expect
          .soft(page.locator('html'), `${path} in ${locale}`)
          .toHaveAttribute('lang', locale)
        for (const violation of await wcagViolationsOf(page)) found.push(`${path}: ${violation}`)
      }
    } finally {
      await page.close()
    }
  }
  await Promise.all(Array.from({ length: tabs }, tab))
  return found.sort()
}
