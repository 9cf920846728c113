/**
 * Opening pages the way the journeys of the site and the landers need them: hydrated, or as a
 * member logged in through the api (the login form has its own journeys).
 */
import type { Browser, Page } from '@playwright/test'
import { expect } from './test.ts'

/** Waits until React has hydrated the page and every part loaded after it (`data-hydrated`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Opens a page and waits until it is hydrated, for controls that need JavaScript. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
}

/** A page in a browser context of its own, logged in as `email` through the api. */
export async function loggedIn(
  browser: Browser,
  origin: string,
  credentials: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin })
  const answer = await context.request.post('/api/user.php', { data: credentials })
  expect(answer.ok(), `login of ${credentials.email}`).toBe(true)
  return context.newPage()
}

/**
 * Holds back every script of the page for `ms` milliseconds, as a slow phone receives them:
 * the server markup shows at once and a member can type and tap before any code runs.
 */
export async function holdScripts(page: Page, ms = 4000): Promise<void> {
  await page.route(
    (url) => /\.(m?js)(\?|$)/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue()
    },
  )
}

/**
 * Holds back every script of the page until the returned function is called: a visitor acts on
 * the server markup for as long as a test needs, then the code arrives.
 */
export async function holdScriptsUntilReleased(page: Page): Promise<() => void> {
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => /\.(m?js)(\?|$)/.test(url.pathname),
    async (route) => {
      await scriptsHeld
      await route.continue()
    },
  )
  return release
}
