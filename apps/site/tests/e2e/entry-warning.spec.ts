import { noSiteEntryDismissal } from '@dating/playwright-preset/preset'
import { expect, test } from '@dating/playwright-preset/test'
import { landersUrl } from '../../playwright.config.ts'
import { catalogue, catalogueText, checkA11y, gotoHydrated, login, freeMember } from './helpers.ts'

// SPEC §2: the site-entry warning for logged-out visitors who did not dismiss it, when the
// brand has it on and the country is allowed; in the lander layout only for NL and DE.

const english = catalogue('en')
const title = english['entryWarning.title'] as string

test.use({ storageState: noSiteEntryDismissal })

test.beforeEach(() => {
  test.slow()
})

test('a new visitor answers the warning once; it stays answered', async ({ page, context }) => {
  await gotoHydrated(page, '/')
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(
    dialog.getByText(catalogueText(english, 'entryWarning.text', { brand: 'Flirtwave' })),
  ).toBeVisible()
  await checkA11y(page)
  // Escape does not get a visitor past it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: english['entryWarning.enter'] }).click()
  await expect(dialog).toHaveCount(0)
  // The answer is stored by the warning's own request, which may land after the dialog closed.
  await expect
    .poll(async () => {
      const [cookie] = (await context.cookies()).filter((c) => c.name === 'hide-site-entry-warning')
      return Number(cookie?.value ?? 0)
    })
    .toBeGreaterThan(1_700_000_000_000)

  await gotoHydrated(page, '/members')
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
})

test('not on the password reset pages, and never for members', async ({ page }) => {
  await gotoHydrated(page, '/reset-password')
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
  await page
    .context()
    .addCookies([{ name: 'hide-site-entry-warning', value: String(Date.now()), url: page.url() }])
  await login(page, freeMember)
  await page.context().clearCookies({ name: 'hide-site-entry-warning' })
  await gotoHydrated(page, '/members')
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
})

test('the lander shows it to visitors from NL and DE only', async ({ page }) => {
  await gotoHydrated(page, `${landersUrl}/landers/tinderswipe`)
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
  await gotoHydrated(page, `${landersUrl}/landers/tinderswipe?country=NL`)
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: english['entryWarning.enter'] }).click()
  await gotoHydrated(page, `${landersUrl}/landers/tinderswipe?country=NL`)
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
})
