import { expect, test } from '@dating/playwright-preset/test'
import {
  checkA11y,
  gotoHydrated,
  mainNavigation,
  profileCardLinks,
  uniqueEmail,
} from './helpers.ts'

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

test('the catalogue comes once as a cached script and the page hydrates in its language', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))

  for (const [locale, login, terms] of [
    ['en', 'Log in', 'Terms and conditions'],
    ['de', 'Anmelden', 'AGB'],
  ] as const) {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    const catalogue = page.waitForResponse((response) => response.url().includes('/i18n/'))
    await gotoHydrated(page, '/')
    const script = await catalogue
    expect(script.url()).toMatch(new RegExp(`/i18n/${locale}\\.[0-9a-f]{12}\\.js$`))
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('link', { name: login }).first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(terms)

    // Neither the document nor the layout's data request carries the catalogue (decision 036).
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain('"footer.terms"')
    const data = await (await page.request.get('/_root.data')).text()
    expect(data).toContain(`/i18n/${locale}.`)
    expect(data).not.toContain('footer.terms')
  }
  expect(errors.filter((text) => /Minified React error|[Hh]ydrat/.test(text))).toEqual([])
})

test('after a signup on the home page the header shows the member at once', async ({ page }) => {
  await gotoHydrated(page, '/')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Sign up free' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  await dialog.getByRole('radio', { name: 'A man', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Women', exact: true }).check()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Day').selectOption('9')
  await dialog.getByLabel('Month').selectOption({ label: 'May' })
  await dialog.getByLabel('Year').selectOption('1988')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Username').fill(`Home ${Math.random().toString(36).slice(2, 7)}`)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Email address').fill(uniqueEmail('home.signup'))
  await dialog.getByLabel('Password').fill('Home-signup-password-1')
  await dialog.getByRole('button', { name: 'Create my free account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()
  // No reload: the header already belongs to the member.
  await expect(header.getByRole('button', { name: 'My account' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign up free' })).toHaveCount(0)
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0)
})
