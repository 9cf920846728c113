import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumPath, siteEntryDismissed } from '@dating/playwright-preset/preset'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { landersUrl, ports } from '../../playwright.config.ts'
import { gotoHydrated, uniqueEmail, waitForHydration } from './helpers.ts'

const siteUrl = `http://localhost:${ports.site}`

/** SPEC §2's landers; each slug one is opened with the niche-1 prefix, Flirtwave's. */
const landers = [
  '/landers/tinderswipe',
  '/landers/alonetonight/dating',
  '/landers/collagelanding',
  '/landers/gallery/dating',
  '/landers/iconslanding',
  '/landers/maplanding/dating',
  '/landers/socialnetwork',
  '/landers/transitionsvideolanding',
  '/landers/video/dating',
]

/** Names of the members a visitor may see, as the landers read them from the api. */
async function visibleMemberNames(page: Page): Promise<Set<string>> {
  const response = await page.request.get(`${landersUrl}/api/members.php?page=1`)
  const body = (await response.json()) as { results: Array<{ name: string; main_image: unknown }> }
  return new Set(body.results.filter((p) => p.main_image !== null).map((p) => p.name))
}

test.describe('every lander at 375 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 400, 'the landers are phone first')

  for (const path of landers) {
    test(`${path} shows real profiles`, async ({ page }) => {
      const names = await visibleMemberNames(page)
      await gotoHydrated(page, `${landersUrl}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const photo = page.getByRole('img', { name: /^Photo of / }).first()
      await expect(photo).toBeVisible()
      const name = ((await photo.getAttribute('alt')) ?? '').replace(/^Photo of /, '')
      expect(names).toContain(name)
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(overflow).toBeLessThanOrEqual(375)
    })
  }
})

/** The signup dialog of a lander, through its four steps, up to the site's login button. */
async function signUpFromLander(page: Page, name: string): Promise<string> {
  await page
    .getByRole('link', { name: /^Sign up free to / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  await dialog.getByRole('radio', { name: 'A man', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Women', exact: true }).check()
  await dialog.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Day').selectOption('3')
  await dialog.getByLabel('Month').selectOption({ label: 'May' })
  await dialog.getByLabel('Year').selectOption(String(new Date().getFullYear() - 33))
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Username').fill(name)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const email = uniqueEmail(name.replaceAll(' ', '').toLowerCase())
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('Password').fill('Lander-password-1')
  await dialog.getByRole('button', { name: 'Create my free account' }).click()
  // The login link, bound to this browser, logs in on arrival (decisions 032b, 071).
  await page.waitForURL(`${siteUrl}/complete-signup?api_signup_complete=1`)
  await waitForHydration(page)
  return email
}

test('the page-bounce beacon of a visit with the lb query is logged', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone first')
  await gotoHydrated(page, `${landersUrl}/landers/gallery?network=aff7&lb=1`)
  const hidden = page.waitForResponse((response) => response.url().endsWith('/api/page-hidden.php'))
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  expect((await hidden).status()).toBe(204)
})

// Every lander's own funnel: its call to action, the signup dialog, the hand-over to the site,
// logged in there with the tracking of that landing (the tinderswipe one: lander-signup.spec.ts).
for (const path of landers.filter((lander) => lander !== '/landers/tinderswipe')) {
  const kind = path.split('/')[2] ?? ''
  test(`${kind}: the signup ends logged in on the site with the landing's tracking`, async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone first')
    const tracking = { network: 'aff7', ref: kind, sub1: 'x', sub2: 'y', sub3: 'z' }
    // Tracking stored at start: the query is dropped on the way, the cookie carries it.
    await gotoHydrated(page, `${landersUrl}${path}?${new URLSearchParams(tracking)}`)
    const email = await signUpFromLander(page, `${kind.slice(0, 12)} Max`)
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()
    const exported = await page.request.get('/api/export.php')
    const data = (await exported.json()) as { account: { email: string; tracking: object } }
    expect(data.account).toMatchObject({ email, tracking })
  })
}

test('a member landing page leads to the signup with that member', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone first')
  const members = await page.request.get('/api/members.php?page=1')
  const [profile] = ((await members.json()) as { results: Array<{ id: number; name: string }> })
    .results
  if (!profile) throw new Error('the seed should have members')
  const response = await page.goto(`/members/${profile.id}/landing2/not-this-slug?network=n1`)
  expect(response?.request().redirectedFrom()?.url()).toContain('not-this-slug')
  await expect(page).toHaveURL(
    new RegExp(`/members/${profile.id}/landing2/dating-[a-z0-9-]+\\?network=n1$`),
  )
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Meet ${profile.name}`) }),
  ).toBeVisible()
  await waitForHydration(page)
  const cta = page.getByRole('link', { name: `Sign up free to chat with ${profile.name}` })
  // The signup with a first message to this member: its page, or the modal over this one.
  await expect(cta).toHaveAttribute('href', `/members/${profile.id}/signup`)
  await cta.click()
  await expect(page.getByRole('dialog', { name: 'Join Flirtwave for free' })).toBeVisible()
})

test('Chromium finds the site installable; the back button shows only as an app', async ({
  playwright,
}) => {
  // Installability is never reported in an incognito profile, which a plain context is.
  const profileDir = mkdtempSync(join(tmpdir(), 'dating-installable-'))
  const context = await playwright.chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    baseURL: siteUrl,
  })
  try {
    await context.addCookies(
      siteEntryDismissed.cookies.map(({ name, value, domain, path }) => ({
        name,
        value,
        domain,
        path,
      })),
    )
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#6d28d9')
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Flirtwave',
    )
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([])
    const robots = await page.request.get('/robots.txt')
    expect(await robots.text()).toMatch(/^Disallow: \/chats$/m)

    const members = await page.request.get('/api/members.php?page=1')
    const [profile] = ((await members.json()) as { results: Array<{ id: number }> }).results
    const back = page.getByRole('banner').getByRole('link', { name: 'Back', exact: true })
    await gotoHydrated(page, `/members/${profile?.id}`)
    await expect(back).toHaveCount(0)
    // An installed app: the display-mode media query matches.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window)
      window.matchMedia = (query: string) => {
        const list = original(query)
        if (!query.includes('display-mode: standalone')) return list
        return Object.defineProperty(list, 'matches', { value: true })
      }
    })
    await page.goto(`/members/${profile?.id}`)
    await expect(back).toHaveAttribute('href', '/members')
    await gotoHydrated(page, '/members')
    await expect(back).toHaveCount(0)
  } finally {
    await context.close()
    rmSync(profileDir, { recursive: true, force: true })
  }
})
