import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'

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
