import { expect, test } from '@dating/playwright-preset/test'
import { freeMember, login } from './helpers.ts'

test('choosing a language sets the locale cookie for a year and goes back', async ({
  page,
  context,
}) => {
  await page.goto('/lang-config?redirectTo=/members')
  await page.getByLabel('Nederlands').check()
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leden')

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
  expect(cookie?.value).toBe('nl')
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)
})

test('a member’s language choice is stored on the account', async ({ page }) => {
  await login(page, freeMember)
  await page.goto('/lang-config')
  await page.getByLabel('Svenska').check()
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { language: string }
  }
  expect(user.language).toBe('sv')
  await page.goto('/lang-config')
  await page.getByLabel('English').check()
  await page.getByRole('button', { name: 'Spara språk' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
