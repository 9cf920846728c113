import { latestMailAt, uniqueEmail } from '@dating/playwright-preset/mailbox'
import { expectNoSeriousA11yViolations } from '@dating/playwright-preset/axe'
import { siteEntryDismissed } from '@dating/playwright-preset/preset'
import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@dating/playwright-preset/test'

export const demoPassword = 'Demo-password-1'
export const freeMember = 'free.member@example.com'
export const premiumMember = 'premium.member@example.com'

export { catalogue, catalogueText } from '@dating/playwright-preset/catalogues'
export { type DevMail, mailLink, uniqueEmail } from '@dating/playwright-preset/mailbox'
export { gotoHydrated, loggedIn, waitForHydration } from '@dating/playwright-preset/pages'

/** Makes the next pages of the context speak `locale` (the locale cookie of lang-config). */
export async function setLocaleCookie(context: BrowserContext, locale: string): Promise<void> {
  const baseURL = `http://localhost:${process.env.E2E_SITE_PORT ?? 4510}`
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }])
}

/** Forgets the session (every cookie) but keeps the answered site-entry warning of every test. */
export async function forgetCookies(context: BrowserContext): Promise<void> {
  await context.clearCookies()
  await context.addCookies(siteEntryDismissed.cookies)
}

export async function checkA11y(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page)
}

export async function login(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members$/)
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My account' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** The main navigation landmark of the default layout. */
export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' })

/** Profile cards in a grid: each one links to its profile page through its name. */
export const profileCardLinks = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('link')

/** The api of the e2e servers (playwright.config.ts), for its dev mailbox. */
export const devMailboxUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4512}`

/** The newest mail of `kind` sent to `to` in the e2e api's dev mailbox; waits for it. */
export const latestMail = (to: string, kind: string) => latestMailAt(devMailboxUrl, to, kind)

/**
 * Opens a mailed link and presses its one button: links act on POST only (decision 014). Waits
 * until the link's action has answered, so a session it renews is in the browser before the
 * test goes elsewhere (a page opened earlier would still send the old one).
 */
export async function followMailedLink(page: Page, link: string): Promise<void> {
  await page.goto(link)
  const { pathname } = new URL(page.url())
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.replace(/\.data$/, '') === pathname,
  )
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click()
  await answered
}

/** The first link of a mail's text part whose path starts with `path`, as path + query. */

export const freshPassword = 'Fresh-password-1'

/**
 * A member nobody else uses, signed up through the api (not activated) and logged in in the
 * page's browser context, for tests that change or delete their account.
 */
export async function signUpFresh(
  page: Page,
  label: string,
): Promise<{ email: string; name: string; password: string }> {
  const email = uniqueEmail(label)
  const name = `${label.slice(0, 20)} ${Math.random().toString(36).slice(2, 6)}`
  const response = await page.request.post('/api/signup.php', {
    data: {
      gender: 'female',
      looking_for: 'male',
      sensitive_consent: 'yes',
      date_of_birth: '1990-04-12',
      name,
      email,
      password: freshPassword,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, name, password: freshPassword }
}
