import { createRequire } from 'node:module'
import { expectNoSeriousA11yViolations } from '@dating/playwright-preset/axe'
import { type Page, expect } from '@playwright/test'

export const demoPassword = 'Demo-password-1'
export const freeMember = 'free.member@example.com'
export const premiumMember = 'premium.member@example.com'

const require = createRequire(import.meta.url)

/** Opens a page and waits until React has hydrated it, for controls that need JavaScript. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** A catalogue as stored, to compare what the page shows with what each locale says. */
export function catalogue(id: string): Record<string, string> {
  return require(`@dating/i18n/messages/${id}.json`) as Record<string, string>
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
