import { expectNoSeriousA11yViolations } from '@dating/playwright-preset/axe'
import { expect, test } from '@dating/playwright-preset/test'
import { ports, siteUrl } from '../../playwright.config.ts'
import { gotoHydrated, landerProfiles } from './helpers.ts'

const lander = '/landers/tinderswipe'

test('stacks real profiles from the api with their photos', async ({ page, request }) => {
  const [first, second] = await landerProfiles(request)
  if (!first || !second) throw new Error('the seed should give the lander at least two profiles')

  await page.goto(lander)
  await expect(page.getByRole('heading', { level: 1, name: 'Who do you like?' })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: `${first.name}, ${first.age}` }),
  ).toBeVisible()
  const photo = page.getByRole('img', { name: `Photo of ${first.name}` })
  await expect(photo).toHaveAttribute('src', new RegExp(`${first.main_image?.filename}$`))
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByText(`Profile 1 of`)).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('Flirtwave')
})

test('like, pass and the arrow keys move through the stack', async ({ page, request }) => {
  const [first, second, third] = await landerProfiles(request)
  if (!first || !second || !third) throw new Error('the seed should give at least three profiles')

  // The deck's buttons answer once its code has arrived, right after hydration.
  await gotoHydrated(page, lander)
  await page.getByRole('button', { name: `Like ${first.name}` }).click()
  await expect(page.getByRole('status')).toHaveText(`You liked ${first.name}.`)
  await expect(
    page.getByRole('link', { name: `Sign up free to chat with ${second.name}` }),
  ).toBeVisible()

  await page.getByRole('button', { name: `Pass on ${second.name}` }).click()
  await expect(page.getByRole('status')).toHaveText(`You passed on ${second.name}.`)

  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('status')).toHaveText(`You liked ${third.name}.`)
  await expect(page.getByText('Profile 4 of')).toBeVisible()
})

test('the call to action keeps exactly the tracking query', async ({ page }) => {
  await page.goto(`${lander}?utm_source=mail&network=aff42&ref=banner%207&sub1=a&sub2=b&sub3=c&t=5`)
  const cta = page.getByRole('link', { name: /^Sign up free to chat with / })
  await expect(cta).toHaveAttribute(
    'href',
    '/signup?network=aff42&ref=banner+7&sub1=a&sub2=b&sub3=c',
  )

  await page.goto(`${lander}?sub2=only`)
  await expect(page.getByRole('link', { name: /^Sign up free to chat with / })).toHaveAttribute(
    'href',
    '/signup?sub2=only',
  )
})

test('the footer shows the company and links to the legal pages on the site', async ({ page }) => {
  await page.goto(lander)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    `${siteUrl}/pages/terms`,
  )
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    `${siteUrl}/pages/privacy`,
  )
  await expect(footer.locator('address')).not.toBeEmpty()
})

test('speaks the brand language of the domain, and the locale cookie wins', async ({
  page,
  context,
}) => {
  await page.goto(`http://de.localhost:${ports.landers}${lander}`)
  await expect(page.getByRole('banner')).toContainText('Herzklopfen')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wer gefällt dir?')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  await context.addCookies([
    { name: 'locale', value: 'fr', url: `http://localhost:${ports.landers}` },
  ])
  await page.goto(lander)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui vous plaît ?')
})

test('has no serious accessibility violations', async ({ page }) => {
  await page.goto(lander)
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/landers/no-such-lander')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    `${siteUrl}/`,
  )
  await expectNoSeriousA11yViolations(page)
})
