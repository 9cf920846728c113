/**
 * The key journeys of a member, written once for the two progressive-enhancement runs: without
 * JavaScript, and with every script held back as a slow phone receives them (decision 076).
 * Every step types and presses as soon as the server's markup shows, never waiting for
 * hydration; the journeys check that nothing typed or pressed is lost.
 */
import type { Page } from '@playwright/test'
import { holdScriptsUntilReleased } from '@dating/playwright-preset/pages'
import { expect } from '@dating/playwright-preset/test'
import { forgetCookies, signUpFresh, uniqueEmail, waitForHydration } from '../helpers.ts'

/** Opens a page and returns once its markup has arrived, before any script runs. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' })
}

/** A member nobody else uses, logged in through the login form. */
export async function logInThroughTheForm(page: Page, label: string): Promise<void> {
  const member = await signUpFresh(page, label)
  await forgetCookies(page.context())
  await open(page, '/login')
  await page.getByLabel('Email address').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByRole('link', { name: 'Likes' }).first()).toBeVisible()
}

/** Searches with the filters and opens the first profile found; returns its name. */
export async function searchAndOpenAProfile(page: Page): Promise<string> {
  await open(page, '/members')
  const filters = page.getByRole('form', { name: 'Search filters' })
  await filters.getByLabel('Looking for').selectOption('male')
  await filters.getByLabel('From age').fill('25')
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]gender=male(&|$)/)
  await expect(page).toHaveURL(/[?&]min_age=25(&|$)/)
  // The typed filters show again with the results.
  await expect(filters.getByLabel('Looking for')).toHaveValue('male')
  await expect(filters.getByLabel('From age')).toHaveValue('25')
  const card = page.getByRole('main').getByRole('article').first()
  const name = ((await card.getByRole('heading').textContent()) ?? '').split(',')[0]?.trim() ?? ''
  expect(name).not.toBe('')
  await card.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  return name
}

/** The profile's like button: "Like Anna", or "Liked Anna" once liked (`data-liked`). */
const likeButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^Liked? ${escapeRegExp(name)}$`) })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Likes the open profile (pressing twice where `twice`) and checks the like is kept. */
export async function likeTheProfile(page: Page, name: string, twice = false): Promise<void> {
  const profileUrl = page.url()
  const button = likeButton(page, name)
  await expect(button).toHaveAccessibleName(`Like ${name}`)
  await expect(button).toHaveAttribute('data-liked', 'false')
  if (twice) await button.dblclick()
  else await button.click()
  await expect(page.getByText(`You liked ${name}.`)).toBeVisible()
  await expect(page).toHaveURL(profileUrl)
  await expect(likeButton(page, name)).toHaveAccessibleName(`Liked ${name}`)
  await expect(likeButton(page, name)).toHaveAttribute('data-liked', 'true')
  await open(page, '/likes/sent')
  await expect(
    page.getByRole('main').getByRole('heading', { name: new RegExp(`^${name}\\b`) }),
  ).toHaveCount(1)
}

/** Starts a checkout of 20 credits and arrives at the payment provider with the choices made. */
export async function checkoutUpToTheProvider(page: Page): Promise<void> {
  await open(page, '/credits')
  await page.getByRole('link', { name: 'Buy 20 credits' }).click()
  await expect(page).toHaveURL(/\/credits\/p20$/)
  await page.getByRole('radio', { name: 'PayPal' }).check()
  await page.getByRole('checkbox', { name: /I want the credits right away/ }).check()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible()
  await expect(page.getByText(/paypal/i).first()).toBeVisible()
}

/** Passes on the swipe game's first card and likes the next; the like shows under sent likes. */
export async function swipeAPassAndALike(page: Page): Promise<void> {
  await open(page, '/swipe-game')
  const card = page.getByRole('region', { name: /^Card: / })
  const nameOnCard = async () => ((await card.getAttribute('aria-label')) ?? '').slice(6)
  const passed = await nameOnCard()
  await page.getByRole('button', { name: 'Pass', exact: true }).click()
  await expect(card).not.toHaveAttribute('aria-label', `Card: ${passed}`)
  const liked = await nameOnCard()
  await page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(card).not.toHaveAttribute('aria-label', `Card: ${liked}`)
  await open(page, '/likes/sent')
  await expect(
    page.getByRole('main').getByRole('heading', { name: new RegExp(`^${liked}\\b`) }),
  ).toHaveCount(1)
}

/** Reports the open profile (a missing reason first), then blocks it, through the menu's pages. */
export async function reportAndBlockTheProfile(page: Page, name: string): Promise<void> {
  const profileUrl = page.url()
  const menu = page.getByRole('navigation', { name: `More options for ${name}` })
  await menu.getByRole('link', { name: 'Report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Report ${name}` })).toBeVisible()
  await page.getByLabel('What happened? (optional)').fill('Asks for money.')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Please choose a reason for your report.')).toBeVisible()
  await page.getByLabel('Reason').selectOption('spam')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page).toHaveURL(profileUrl)
  await expect(page.getByText('Thank you. Our moderators will review your report.')).toBeVisible()

  await menu.getByRole('link', { name: 'Block' }).click()
  await page.getByRole('button', { name: `Block ${name}` }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByText(`You blocked ${name}.`)).toBeVisible()
}

/**
 * Fills forms while their code is held back, waits until it has arrived and the page is
 * hydrated, and checks that every field still holds what was typed or chosen.
 */
export async function typedFieldsOutliveTheCode(page: Page): Promise<void> {
  await open(page, '/members')
  const filters = page.getByRole('form', { name: 'Search filters' })
  await filters.getByLabel('Looking for').selectOption('male')
  await filters.getByLabel('From age').fill('31')
  await filters.getByLabel('To age').fill('44')
  await waitForHydration(page)
  await expect(filters.getByLabel('Looking for')).toHaveValue('male')
  await expect(filters.getByLabel('From age')).toHaveValue('31')
  await expect(filters.getByLabel('To age')).toHaveValue('44')

  await open(page, '/credits/p20')
  await page.getByRole('radio', { name: 'PayPal' }).check()
  await page.getByRole('checkbox', { name: /I want the credits right away/ }).check()
  await waitForHydration(page)
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /I want the credits right away/ })).toBeChecked()
}

/**
 * A visitor signs up on /signup through all four steps (decision 085), leaving the date of
 * birth out once, and arrives logged in on the page after the signup; returns the email.
 */
export async function signUpThroughTheSteps(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label)
  const main = page.getByRole('main')
  const step = (n: number) => expect(main.getByText(`Step ${n} of 4`)).toBeVisible()
  const next = () => main.getByRole('button', { name: 'Continue', exact: true }).click()
  await forgetCookies(page.context())
  await open(page, '/signup')
  await step(1)
  await main.getByRole('radio', { name: 'A woman', exact: true }).check()
  await main.getByRole('radio', { name: 'Men', exact: true }).check()
  await main.getByRole('checkbox').check()
  await next()
  await step(2)
  // No date chosen: the same step again, with the field's error.
  await next()
  await step(2)
  await expect(main.getByText('Enter your date of birth (18+)')).toBeVisible()
  await main.getByRole('combobox', { name: 'Day' }).selectOption('12')
  await main.getByRole('combobox', { name: 'Month' }).selectOption('4')
  await main.getByRole('combobox', { name: 'Year' }).selectOption('1991')
  await next()
  await step(3)
  await main.getByLabel('Username').fill(`Nojs ${Math.random().toString(36).slice(2, 7)}`)
  await next()
  await step(4)
  await main.getByLabel('Email address').fill(email)
  await main.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await main.getByRole('button', { name: 'Create my free account' }).click()
  await expect(page).toHaveURL(/\/complete-signup\?api_signup_complete=1$/)
  await expect(page.getByRole('link', { name: 'Likes' }).first()).toBeVisible()
  return email
}

/**
 * The first signup step posted before any script has run, then the page's code arrives on the
 * step the action answered with (decision 085): the machine takes over there, keeps the first
 * step's answers and finishes the signup in the browser.
 */
export async function signUpPostedThenHydrated(page: Page, label: string): Promise<void> {
  const release = await holdScriptsUntilReleased(page)
  const main = page.getByRole('main')
  const step = (n: number) => expect(main.getByText(`Step ${n} of 4`)).toBeVisible()
  const next = () => main.getByRole('button', { name: 'Continue', exact: true }).click()
  await forgetCookies(page.context())
  await open(page, '/signup')
  await main.getByRole('radio', { name: 'A man', exact: true }).check()
  await main.getByRole('radio', { name: 'Women', exact: true }).check()
  await main.getByRole('checkbox').check()
  await next()
  await step(2)
  release()
  await waitForHydration(page)
  await main.getByRole('combobox', { name: 'Day' }).selectOption('3')
  await main.getByRole('combobox', { name: 'Month' }).selectOption('9')
  await main.getByRole('combobox', { name: 'Year' }).selectOption('1988')
  await next()
  await step(3)
  // The browser's machine moved on: the page was not posted again.
  await expect(page).toHaveURL(/\/signup$/)
  await main.getByLabel('Username').fill(`Hydrated ${Math.random().toString(36).slice(2, 7)}`)
  await next()
  await step(4)
  await main.getByLabel('Email address').fill(uniqueEmail(label))
  await main.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await main.getByRole('button', { name: 'Create my free account' }).click()
  // The finished signup of the browser's flow: the machine had the first step's answers.
  await expect(main.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Likes' }).first()).toBeVisible()
}
