import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y } from './helpers.ts'

test('an unknown path answers 404 with a way back home', async ({ page }) => {
  const response = await page.goto('/this-page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  const home = page.getByRole('link', { name: 'Back to the home page' })
  await expect(home).toHaveAttribute('href', '/')
  await checkA11y(page)
  await home.click()
  await expect(page).toHaveURL(/\/$/)
})

test('an unknown profile answers 404', async ({ page }) => {
  const response = await page.goto('/members/2147483000')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
})
