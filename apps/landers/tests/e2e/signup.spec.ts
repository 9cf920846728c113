import { createHash, randomBytes } from 'node:crypto'
import { expectNoSeriousA11yViolations } from '@dating/playwright-preset/axe'
import { catalogue, catalogueText } from '@dating/playwright-preset/catalogues'
import { holdScriptsUntilReleased } from '@dating/playwright-preset/pages'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { apiUrl, ports, siteUrl } from '../../playwright.config.ts'
import { gotoHydrated, uniqueEmail, waitForHydration } from './helpers.ts'

const lander = '/landers/tinderswipe'
const tracking = 'network=aff1&ref=r9&sub1=a&sub2=b&sub3=c'
const password = 'Lander-password-1'

const signupDialog = (page: Page) => page.getByRole('dialog', { name: 'Join Flirtwave for free' })

/** What the site's /complete-signup/bind keeps in the browser (nonce) and hands the lander. */
const nonce = randomBytes(32).toString('base64url')
const binding = createHash('sha256').update(nonce).digest('base64url')

/**
 * The site is not started here, so the test plays its part of the handover (decision 032b): the
 * lander's first redirect, to the site's binding page, and its second, to the site with the
 * login link, are caught and kept, with a stub page in place of each; the test then comes back
 * to the lander with the nonce's hash as the site would.
 */
async function catchHandover(
  page: Page,
): Promise<{ bind: () => URL | null; site: () => URL | null }> {
  let bind: URL | null = null
  let site: URL | null = null
  await page.route('**/signup/continue**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 })
    const location = response.headers().location
    const target = location ? new URL(location) : null
    const bound = new URL(route.request().url()).searchParams.has('binding')
    if (bound) site = target
    else bind = target
    const title = bound ? 'Handed over' : 'Binding'
    await route.fulfill({ contentType: 'text/html', body: `<title>${title}</title>` })
  })
  return { bind: () => bind, site: () => site }
}

/** A year of birth the selects of step 1 offer: `back` years ago. */
const years = (back: number) => String(new Date().getFullYear() - back)

async function chooseDateOfBirth(page: Page, year: string) {
  await page.getByLabel('Day').selectOption('2')
  await page.getByLabel('Month').selectOption({ label: 'April' })
  await page.getByLabel('Year').selectOption(year)
}

test('the call to action opens the signup over the lander; each step checks its answers', async ({
  page,
}) => {
  await gotoHydrated(page, `${lander}?${tracking}`)
  const cta = page.getByRole('link', { name: /^Sign up free to chat with / })
  await expect(cta).toHaveAttribute('href', `/signup?${tracking}`)
  await cta.click()

  const dialog = signupDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Step 1 of 4')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // Before anything is asked beyond the first choices, Escape closes it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await cta.click()

  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Please choose one of the options.').first()).toBeVisible()
  await dialog.getByRole('radio', { name: 'A man', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Women', exact: true }).check()
  await dialog.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'When were you born?' })).toBeVisible()
  // From here on the signup is under way: Escape leaves it open.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Enter your date of birth (18+)')).toBeVisible()
  await chooseDateOfBirth(page, years(30))
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'Choose your username' })).toBeVisible()
  await dialog.getByLabel('Username').fill('@sam')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Your username must not start with @.')).toBeVisible()
  // Short enough for a username; never sent, the dialog refuses it before.
  const email = 'sam.lander@example.com'
  await dialog.getByLabel('Username').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'Your login details' })).toBeVisible()
  await dialog.getByLabel('Email address').fill('not-an-email')
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Create my free account' }).click()
  await expect(dialog.getByText('Invalid email')).toBeVisible()
  // The username typed on step 2 equals this email: back there with the message.
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByRole('button', { name: 'Create my free account' }).click()
  await expect(dialog.getByText('Your username must not be your email address.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a lander signup stores the tracking and hands over to the site with a one-time login link', async ({
  page,
  playwright,
}) => {
  const handover = await catchHandover(page)
  await gotoHydrated(page, `${lander}?${tracking}&utm_source=mail`)
  await page.getByRole('link', { name: /^Sign up free to chat with / }).click()
  const dialog = signupDialog(page)
  await dialog.getByRole('radio', { name: 'A woman', exact: true }).check()
  await dialog.getByRole('radio', { name: 'Men', exact: true }).check()
  await dialog.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await chooseDateOfBirth(page, years(30))
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('Username').fill('Lena from the lander')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const email = uniqueEmail('lander')
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Create my free account' }).click()

  await expect(page).toHaveTitle('Binding')
  const bound = handover.bind()
  expect(bound?.origin).toBe(siteUrl)
  expect(bound?.pathname).toBe('/complete-signup/bind')
  expect(bound?.searchParams.get('from')).toBe(`http://localhost:${ports.landers}`)
  await page.goto(`/signup/continue?binding=${binding}`)
  await expect(page).toHaveTitle('Handed over')
  const handedOver = handover.site()
  expect(handedOver?.origin).toBe(siteUrl)
  expect(handedOver?.pathname).toBe('/complete-signup')
  expect(handedOver?.searchParams.get('api_signup_complete')).toBe('1')
  const token = handedOver?.searchParams.get('login_token') ?? ''
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

  // The lander's session is the new member's, with the tracking of the landing query.
  const account = await page.request.get(`http://localhost:${ports.landers}/api/export.php`)
  expect(account.ok()).toBe(true)
  const exported = (await account.json()) as {
    account: { email: string; tracking: Record<string, string | null> }
  }
  expect(exported.account.email).toBe(email)
  expect(exported.account.tracking).toEqual({
    network: 'aff1',
    ref: 'r9',
    sub1: 'a',
    sub2: 'b',
    sub3: 'c',
  })

  // The handed-over link logs that member in once, and only with the browser's nonce.
  const elsewhere = await playwright.request.newContext({ baseURL: apiUrl })
  const stranger = await elsewhere.post('/api/user.php', {
    data: { login_token: token, binding: randomBytes(32).toString('base64url') },
  })
  expect(stranger.status()).toBe(401)
  const first = await elsewhere.post('/api/user.php', {
    data: { login_token: token, binding: nonce },
  })
  expect(first.status()).toBe(200)
  expect(((await first.json()) as { user: { email: string } }).user.email).toBe(email)
  const again = await elsewhere.post('/api/user.php', {
    data: { login_token: token, binding: nonce },
  })
  expect(again.status()).toBe(401)
  await elsewhere.dispose()
})

test.describe('without JavaScript', () => {
  // Each step posts to the page's action (decision 085), which answers with the next step.
  test.use({ javaScriptEnabled: false })

  test('a visitor signs up on /signup through every step and is handed over', async ({ page }) => {
    const handover = await catchHandover(page)
    // A redirect's next leg is not routed: the last step's answer is caught and kept instead,
    // and the test follows it (the session cookie it sets stays in the browser's context).
    let signedUp: { status: number; location: string | undefined } | null = null
    await page.route('**/signup?**', async (route) => {
      const request = route.request()
      if (request.method() !== 'POST' || !request.postData()?.includes('signup_step=3'))
        return route.continue()
      const response = await route.fetch({ maxRedirects: 0 })
      signedUp = { status: response.status(), location: response.headers().location }
      await route.fulfill({ contentType: 'text/html', body: '<title>Signed up</title>' })
    })
    const step = (n: number) => expect(page.getByText(`Step ${n} of 4`)).toBeVisible()
    const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.goto(`/signup?${tracking}`)
    await step(1)
    await page.getByRole('radio', { name: 'A woman', exact: true }).check()
    await page.getByRole('radio', { name: 'Men', exact: true }).check()
    await page.getByRole('checkbox', { name: /keeps my gender/ }).check()
    await next()
    await step(2)
    // No date chosen: the same step again, with the field's error.
    await next()
    await step(2)
    await expect(page.getByText('Enter your date of birth (18+)')).toBeVisible()
    await chooseDateOfBirth(page, years(30))
    await next()
    await step(3)
    await page.getByLabel('Username').fill('Nora without scripts')
    await next()
    await step(4)
    const email = uniqueEmail('lander.nojs')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Create my free account' }).click()

    // The action redirected to the handover, whose first leg leads to the site's binding.
    await expect(page).toHaveTitle('Signed up')
    expect(signedUp).toEqual({ status: 302, location: '/signup/continue' })
    await page.goto('/signup/continue')
    await expect(page).toHaveTitle('Binding')
    expect(handover.bind()?.pathname).toBe('/complete-signup/bind')
    // The new session cookie came with that redirect: the handover gets a login link for it.
    await page.goto(`/signup/continue?binding=${binding}`)
    await expect(page).toHaveTitle('Handed over')
    const handedOver = handover.site()
    expect(handedOver?.origin).toBe(siteUrl)
    expect(handedOver?.pathname).toBe('/complete-signup')
    expect(handedOver?.searchParams.get('login_token') ?? '').toMatch(/^[A-Za-z0-9_-]{43}$/)

    const account = await page.request.get(`http://localhost:${ports.landers}/api/export.php`)
    const exported = (await account.json()) as {
      account: { email: string; tracking: Record<string, string | null> }
    }
    expect(exported.account.email).toBe(email)
    expect(exported.account.tracking).toMatchObject({ network: 'aff1', ref: 'r9', sub3: 'c' })
  })
})

test('a step posted before the code arrives goes on in the browser once it has', async ({
  page,
}) => {
  const handover = await catchHandover(page)
  const release = await holdScriptsUntilReleased(page)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/signup')
      posts.push(request.postData() ?? '')
  })
  const step = (n: number) => expect(page.getByText(`Step ${n} of 4`)).toBeVisible()
  const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click()
  // Not waiting for the load: the page's scripts are held.
  await page.goto(`/signup?${tracking}`, { waitUntil: 'commit' })
  await page.getByRole('radio', { name: 'A man', exact: true }).check()
  await page.getByRole('radio', { name: 'Women', exact: true }).check()
  await page.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await next()
  await step(2)
  release()
  await waitForHydration(page)
  await chooseDateOfBirth(page, years(35))
  await next()
  await step(3)
  await page.getByLabel('Username').fill('Hydrated Hugo')
  await next()
  await step(4)
  await page.getByLabel('Email address').fill(uniqueEmail('lander.hydrated'))
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create my free account' }).click()
  // The browser's machine, holding the first step's answers, signed up and went to the handover.
  await expect(page).toHaveTitle('Binding')
  expect(handover.bind()?.pathname).toBe('/complete-signup/bind')
  expect(posts).toHaveLength(1)
  expect(posts[0]).toContain('signup_step=0')
})

test('an address that already has an account goes back to the login details', async ({ page }) => {
  await gotoHydrated(page, `/signup?${tracking}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Flirtwave for free' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('radio', { name: 'A man', exact: true }).check()
  await page.getByRole('radio', { name: 'Both', exact: true }).check()
  await page.getByRole('checkbox', { name: /keeps my gender/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await chooseDateOfBirth(page, years(40))
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Username').fill('Returning Rob')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Email address').fill('free.member@example.com')
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create my free account' }).click()
  await expect(page.getByText('An account with this e-mail address already exists')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your login details' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `${siteUrl}/login`,
  )
})

test('a brand that takes only visitors with a traffic source shows the invitation notice', async ({
  page,
}) => {
  const herzklopfen = `http://de.localhost:${ports.landers}`
  await gotoHydrated(page, `${herzklopfen}${lander}`)
  await page.getByRole('link', { name: /^Kostenlos registrieren/ }).click()
  const german = catalogue('de')
  const dialog = page.getByRole('dialog', {
    name: catalogueText(german, 'signup.title', { brand: 'Herzklopfen' }),
  })
  await expect(
    dialog.getByRole('heading', { name: catalogueText(german, 'signup.inviteOnly.title') }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // With a traffic source the same brand lets the visitor in.
  await gotoHydrated(page, `${herzklopfen}${lander}?network=aff1`)
  await page.getByRole('link', { name: /^Kostenlos registrieren/ }).click()
  await expect(dialog.getByText('Schritt 1 von 4')).toBeVisible()
})

test('an activation link on the lander host is passed on to the site', async ({ request }) => {
  const response = await request.get('/activate/done?token=abc_DEF-123', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe(`${siteUrl}/activate/done?token=abc_DEF-123`)
})
