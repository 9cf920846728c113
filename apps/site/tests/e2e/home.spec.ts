import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, mainNavigation, profileCardLinks } from './helpers.ts'

test('a visitor sees the brand, a quick search and real profiles', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  await expect(mainNavigation(page).getByRole('link', { name: 'Search' })).toBeVisible()

  const cards = profileCardLinks(page)
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(4)
  await expect(cards.first()).toHaveAttribute('href', /^\/members\/\d+$/)
  await expect(page.getByRole('contentinfo')).toContainText('Terms and conditions')
  await checkA11y(page)

  await page.getByLabel('Looking for').selectOption('female')
  await page.getByLabel('From age').fill('25')
  await page.getByRole('button', { name: 'Show members' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&min_age=25$/)
  await expect(profileCardLinks(page).first()).toBeVisible()
})
