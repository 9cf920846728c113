import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { landersUrl, ports } from '../../playwright.config.ts'
import {
  checkA11y,
  gotoHydrated,
  followMailedLink,
  latestMail,
  mailLink,
  mainNavigation,
  profileCardLinks,
  uniqueEmail,
  waitForHydration,
} from './helpers.ts'

const tracking = { network: 'aff1', ref: 'r9', sub1: 'a', sub2: 'b', sub3: 'c' }
const lander = `${landersUrl}/landers/tinderswipe?${new URLSearchParams(tracking)}`
const siteUrl = `http://localhost:${ports.site}`
const photo = fileURLToPath(new URL('../fixtures/photo-1.jpg', import.meta.url))

interface NewMember {
  email: string
  name: string
  /** The one-time login link the lander handed to the site, spent on arrival. */
  loginToken: string
}

/** The login link the lander hands to the site, as the browser asks for it. */
function watchLoginToken(page: Page): () => string {
  let loginToken = ''
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/complete-signup' && url.searchParams.has('login_token')) {
      loginToken = url.searchParams.get('login_token') ?? ''
    }
  })
  return () => loginToken
}

/** Signs up through every step of the lander's signup dialog; ends on the site. */
async function signUpOnTheLander(page: Page, label: string): Promise<NewMember> {
  const loginToken = watchLoginToken(page)
  const { email, name } = await startLanderSignup(page, label)
  expect(loginToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
  return { email, name, loginToken: loginToken() }
}

/**
 * Every step of the lander's signup dialog, up to the site's page after the signup: the lander
 * bound the login link to this browser on the way (decision 032b), so it logs in on arrival
 * without a button (decision 071).
 */
async function startLanderSignup(
  page: Page,
  label: string,
): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(label)
  const name = `Lena ${label}`
  await gotoHydrated(page, lander)
  await expect(page.getByRole('heading', { level: 1, name: 'Who do you like?' })).toBeVisible()
  await page.getByRole('link', { name: /^Sign up free to chat with / }).click()
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible()
  await dialog.getByRole('radio', { name: 'A woman', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Men', exact: true }).check()
  await dialog.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByText('Step 2 of 4')).toBeVisible()
  await dialog.getByLabel('Day').selectOption('14')
  await dialog.getByLabel('Month').selectOption({ label: 'February' })
  await dialog.getByLabel('Year').selectOption(String(new Date().getFullYear() - 29))
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByText('Step 3 of 4')).toBeVisible()
  await dialog.getByLabel('Username').fill(name)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByText('Step 4 of 4')).toBeVisible()
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('Password').fill('Lander-password-1')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Create my free account' }).click()

  // The lander hands over to the site, which spends the link and drops it from the address.
  await page.waitForURL(`${siteUrl}/complete-signup?api_signup_complete=1`)
  return { email, name }
}

test('a lander signup ends logged in on the site, with the tracking stored, and likes first matches', async ({
  page,
  browser,
}, testInfo) => {
  // The whole funnel: lander, handover, activation, photo, first likes.
  test.slow()
  const member = await signUpOnTheLander(page, testInfo.project.name)
  await waitForHydration(page)

  // Logged in on the site: the member menu, not the login button.
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()
  await expect(mainNavigation(page).getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${member.name}!` }),
  ).toBeVisible()

  // Where the activation mail went, and sending it again (the layout's reminder keeps away).
  const activation = page.getByRole('region', { name: 'Activate your account' })
  await expect(activation).toContainText(`We have sent an activation link to ${member.email}.`)
  await expect(page.getByRole('dialog', { name: 'Confirm your email' })).toHaveCount(0)
  await expect(page.getByText('Confirm your email')).toHaveCount(0)
  // Though the signup came through the lander, its mail links to the brand's configured
  // origin, the site (decision 012); never to a host a request named.
  const signupMail = await latestMail(member.email, 'activation')
  const activationLink = signupMail.text.match(/https?:\/\/\S+\/activate\/done\S*/)?.[0] ?? ''
  expect(new URL(activationLink).origin).toBe(siteUrl)
  await activation.getByRole('button', { name: 'Send the email again' }).click()
  await expect(activation.getByRole('status')).toHaveText(
    'We sent you a new link. Please check your inbox.',
  )
  await checkA11y(page)
  // The signup and that resend used two of the day's five; three more reach the cap.
  for (let resend = 0; resend < 3; resend++) {
    expect((await page.request.post('/api/activation-mail.php')).status()).toBe(200)
  }
  await activation.getByRole('button', { name: 'Send the email again' }).click()
  await expect(
    activation.getByText(/We already sent several activation emails today/),
  ).toBeVisible()

  // The account carries the tracking of the landing query (the member's data export).
  const exported = await page.request.get('/api/export.php')
  expect(exported.ok()).toBe(true)
  const data = (await exported.json()) as {
    account: { email: string; status: string; tracking: Record<string, string | null> }
  }
  expect(data.account).toMatchObject({ email: member.email, status: 'not_confirmed', tracking })

  // The spent login link does not log anyone in a second time, here or elsewhere.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await gotoHydrated(strangerPage, `${siteUrl}/complete-signup?login_token=${member.loginToken}`)
  await expect(
    strangerPage.getByRole('heading', { level: 1, name: 'Open this link where you signed up' }),
  ).toBeVisible()
  await expect(
    strangerPage.getByRole('main').getByRole('link', { name: 'Log in', exact: true }),
  ).toHaveAttribute('href', '/login?redirectTo=%2Fcomplete-signup')
  await checkA11y(strangerPage)
  expect((await stranger.cookies()).some((cookie) => cookie.name === 'sid')).toBe(false)
  await stranger.close()

  // Activated by the mailed link, the page says so.
  // Each resend replaces the link: the newest one activates.
  await followMailedLink(
    page,
    mailLink(await latestMail(member.email, 'activation'), '/activate/done'),
  )
  await expect(page).toHaveURL(/\/activate\/done$/)
  await page.goto('/complete-signup')
  await expect(activation).toContainText('Your account is activated.')
  await expect(activation.getByRole('button')).toHaveCount(0)

  // A first photo, right here.
  await page.getByLabel('Choose a photo').setInputFiles(photo)
  await page.getByRole('button', { name: 'Upload photo' }).click()
  await expect(page.getByText('Your photo has been added.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1)

  await page.getByRole('link', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/signup-matches$/)
  await expect(page.getByRole('heading', { level: 1, name: 'People you might like' })).toBeVisible()
  await expect(profileCardLinks(page).first()).toBeVisible()
  await checkA11y(page)

  const likeButton = page
    .getByRole('main')
    .getByRole('button', { name: /^Like / })
    .first()
  const liked = ((await likeButton.textContent()) ?? '').replace(/^Like /, '')
  // The button says "Liked" at once; the like is stored when its POST has answered.
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/like'),
  )
  await likeButton.click()
  expect((await stored).ok()).toBe(true)
  await expect(
    page.getByRole('main').getByRole('button', { name: `Liked ${liked}`, exact: true }),
  ).toBeVisible()
  const likes = (await (await page.request.get('/api/likes.php')).json()) as {
    profiles: Array<{ name: string }>
  }
  expect(likes.profiles.map((profile) => profile.name)).toContain(liked)

  await page.getByRole('link', { name: 'Continue to members' }).click()
  await expect(page).toHaveURL(/\/members$/)
})

test('the pages after a signup are for members only', async ({ page }) => {
  await page.goto('/complete-signup')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcomplete-signup$/)
  await page.goto('/signup-matches')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsignup-matches$/)
})

test('a made-up or malformed login link shows the way to the login', async ({ page, context }) => {
  // A browser that asked for a login link (its binding cookie), given a link that is not one.
  await context.addCookies([{ name: 'login_binding', value: 'n0nce', url: siteUrl }])
  await page.goto(`/complete-signup?login_token=${'Q'.repeat(43)}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This login link no longer works' }),
  ).toBeVisible()
  await page.goto('/complete-signup?login_token=nope')
  await expect(
    page.getByRole('heading', { level: 1, name: 'This login link no longer works' }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcomplete-signup$/)
})

test('a lander’s login link works only in the browser that signed up', async ({
  page,
  browser,
}, testInfo) => {
  const member = await signUpOnTheLander(page, `bound-${testInfo.project.name}`)
  // The browser that signed up is in, without pressing anything.
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()
  const link = `${siteUrl}/complete-signup?login_token=${member.loginToken}`

  // Sent to someone else (or opened in another browser): a page saying so, nobody logged in.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await gotoHydrated(other, link)
  await expect(
    other.getByRole('heading', { level: 1, name: 'Open this link where you signed up' }),
  ).toBeVisible()
  await expect(other.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible()
  await checkA11y(other)
  expect((await elsewhere.cookies()).some((cookie) => cookie.name === 'sid')).toBe(false)
  await elsewhere.close()
})
