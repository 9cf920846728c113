/**
 * The `test` and `expect` every e2e spec of the site and the landers imports: Playwright's,
 * with one automatic fixture that fails the test on any Content-Security-Policy violation the
 * browser reports (docs/security.md), on every page of the test's context and of every context the test
 * opens itself (two members meeting), so a spec needs nothing but this import.
 */
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'

export { expect }

/** Chromium reports a blocked script, style, frame or connection on the console like this. */
export function isCspViolation(text: string): boolean {
  return /Content Security Policy/i.test(text)
}

function watchContext(context: BrowserContext, violations: string[]): void {
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (isCspViolation(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
  }
  for (const page of context.pages()) watchPage(page)
  context.on('page', watchPage)
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = []
      watchContext(context, violations)
      const newContext = browser.newContext.bind(browser)
      const patched = browser as Browser & { newContext: Browser['newContext'] }
      patched.newContext = async (...args) => {
        const opened = await newContext(...args)
        watchContext(opened, violations)
        return opened
      }
      try {
        await use(violations)
      } finally {
        patched.newContext = newContext
      }
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([])
    },
    { auto: true },
  ],
})
