import { catalogue } from '@dating/playwright-preset/catalogues'
import { latestMailAt, uniqueEmail } from '@dating/playwright-preset/mailbox'
export { type DevMail, mailLink, uniqueEmail } from '@dating/playwright-preset/mailbox'
import { expectNoSeriousA11yViolations } from '@dating/playwright-preset/axe'
export { gotoHydrated } from '@dating/playwright-preset/pages'
import { expect } from '@dating/playwright-preset/test'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { apiUrl, backofficeUrl, siteUrl } from '../../playwright.config.ts'

export const demoPassword = 'Demo-password-1'
export const moderatorEmail = 'moderator@example.com'
export const adminEmail = 'admin@example.com'

/** The English catalogue, to find texts as the pages show them. */
export const english = catalogue('en')

export async function checkA11y(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page)
}

/** A browser context of a staff member logged in to the back office. */
export async function staffContext(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: backofficeUrl })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(demoPassword)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/queue$/)
  await page.close()
  return context
}

/** A browser context on the member site (a visitor, or a member once logged in). */
export function siteContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: siteUrl,
    storageState: {
      cookies: [
        {
          name: 'hide-site-entry-warning',
          value: '1767225600000',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  })
}

/** The newest mail of `kind` sent to `to` in the e2e api's dev mailbox; waits for it. */
export const latestMail = (to: string, kind: string) => latestMailAt(apiUrl, to, kind)

/**
 * A member nobody else uses, signed up and activated through the site's api, in `request`'s
 * cookie jar: their profile is active, so hiding it shows.
 */
export async function activeMember(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; name: string; password: string; profileId: number }> {
  const email = uniqueEmail(label)
  const name = `${label} ${Math.random().toString(36).slice(2, 6)}`
  const password = 'Fresh-password-1'
  const signup = await request.post('/api/signup.php', {
    data: {
      gender: 'female',
      looking_for: 'male',
      sensitive_consent: 'yes',
      date_of_birth: '1990-04-12',
      name,
      email,
      password,
    },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const activation = await latestMail(email, 'activation')
  const token = /token=([\w-]+)/.exec(activation.text)?.[1]
  expect((await request.post('/api/activate.php', { data: { token } })).status()).toBe(200)
  const me = (await (await request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } }
  }
  return { email, name, password, profileId: me.user.profile.id }
}
