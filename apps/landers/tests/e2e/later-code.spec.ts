import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { landerProfiles, waitForHydration } from './helpers.ts'

/**
 * Holds back a part's chunk (the deck, the signup form) until the test lets it through, and
 * answers once the browser has asked for it: the page has hydrated and the part's server markup
 * now waits for its code (decision 040).
 */
async function holdChunk(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = () => {}
  const requested = new Promise<void>((resolve) => {
    asked = resolve
  })
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    asked()
    await released
    await route.continue()
  })
  return { requested, release }
}

test('a like pressed before the deck’s code arrived counts once it has', async ({
  page,
  request,
}) => {
  const [first, second] = await landerProfiles(request)
  if (!first || !second) throw new Error('the seed should give the lander at least two profiles')
  const chunk = await holdChunk(page, 'TinderswipeLander')
  await page.goto('/landers/tinderswipe')
  await chunk.requested

  await page.getByRole('button', { name: `Like ${first.name}` }).click()
  await expect(page.getByText('Profile 1 of')).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  chunk.release()
  await expect(page.getByRole('status')).toHaveText(`You liked ${first.name}.`)
  await expect(page.getByText('Profile 2 of')).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
})

test('choices made in the signup form before its code arrived are kept', async ({ page }) => {
  const chunk = await holdChunk(page, 'LanderSignupForm')
  await page.goto('/signup')
  await chunk.requested

  await page.getByRole('radio', { name: 'A man', exact: true }).check()
  await page.getByRole('radio', { name: 'Women', exact: true }).check()
  await page.getByRole('checkbox', { name: /keeps my gender/ }).check()

  chunk.release()
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: 'A man', exact: true })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Women', exact: true })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'When were you born?' })).toBeVisible()
})
