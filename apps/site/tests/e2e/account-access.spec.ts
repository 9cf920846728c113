import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  catalogue,
  catalogueText,
  checkA11y,
  gotoHydrated,
  followMailedLink,
  latestMail,
  login,
  logout,
  mailLink,
  setLocaleCookie,
  signUpFresh,
  uniqueEmail,
} from './helpers.ts'

// Every test signs up its own member or uses addresses nobody has: blocking or changing a
// seeded demo account would break the specs that run after this one in the same server.

const english = catalogue('en')
const german = catalogue('de')

const ports = {
  site: Number(process.env.E2E_SITE_PORT ?? 4510),
  api: Number(process.env.E2E_API_PORT ?? 4512),
}

/**
 * Wrong passwords sent straight to the api from this machine, as the browser's own are: the
 * lockout counts failures per email and client address together (docs/decisions/032c), and
 * this machine's address is one the api does not count on its own, so the run's other logins
 * are never blocked by these.
 */
async function failLogins(email: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await fetch(`http://127.0.0.1:${ports.api}/api/user.php`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-host': `localhost:${ports.site}`,
      },
      body: JSON.stringify({ email, password: `wrong-password-${attempt}` }),
    })
    expect(response.status).toBe(401)
  }
}

async function submitLogin(
  page: Page,
  messages: Record<string, string>,
  email: string,
  password: string,
) {
  await page.getByLabel(catalogueText(messages, 'login.email')).fill(email)
  await page.getByLabel(catalogueText(messages, 'login.password')).fill(password)
  await page.getByRole('button', { name: catalogueText(messages, 'login.submit') }).click()
}

/** The lockout message with any number of minutes, and the number it shows. */
async function expectBlocked(page: Page, messages: Record<string, string>): Promise<number> {
  const [before, after] = catalogueText(messages, 'login.blocked').split('{minutes}') as [
    string,
    string,
  ]
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(`^${literal(before)}(\\d+)${literal(after)}$`)
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(pattern)
  return Number(pattern.exec((await alert.textContent()) ?? '')?.[1])
}

test('repeated wrong passwords block the account, even for the right password, in English and German', async ({
  page,
  context,
}) => {
  const member = await signUpFresh(page, 'lockout')
  await context.clearCookies({ name: 'sid' })

  await failLogins(member.email, 4)
  await page.goto('/login')
  await submitLogin(page, english, member.email, 'still-wrong')
  await expect(page.getByRole('alert')).toHaveText(english['login.failed'] as string)

  // Five failures: the right password is refused too, and the email stays typed.
  await submitLogin(page, english, member.email, member.password)
  const minutes = await expectBlocked(page, english)
  expect(minutes).toBeGreaterThanOrEqual(1)
  expect(minutes).toBeLessThanOrEqual(15)
  await expect(page.getByLabel('Email address')).toHaveValue(member.email)
  await expect(page).toHaveURL(/\/login$/)
  await checkA11y(page)

  await setLocaleCookie(context, 'de')
  await page.goto('/login')
  await submitLogin(page, german, member.email, member.password)
  await expectBlocked(page, german)
  await expect(page.getByLabel(german['login.email'] as string)).toHaveValue(member.email)
})

test('an address without an account is blocked the same way', async ({ page }) => {
  const email = uniqueEmail('nobody')
  await failLogins(email, 5)
  await page.goto('/login')
  await submitLogin(page, english, email, 'anything')
  await expectBlocked(page, english)
})

test('the login page links to the password reset and the signup', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  )
  await expect(page.getByText('No account yet?')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup',
  )
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
})

test('a reset link works once, and the old password stops working', async ({ page, context }) => {
  const member = await signUpFresh(page, 'reset')
  await context.clearCookies({ name: 'sid' })
  const newPassword = 'Brand-new-password-7'

  await page.goto('/reset-password')
  await page.getByLabel('Email address').fill('anna@')
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(english['signup.error.emailInvalid'] as string)).toBeVisible()

  await page.getByLabel('Email address').fill(member.email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(
    page.getByText(catalogueText(english, 'resetPassword.sent', { email: member.email })),
  ).toBeVisible()
  await checkA11y(page)

  const link = mailLink(await latestMail(member.email, 'password_reset'), '/reset-password/do')
  await gotoHydrated(page, link)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await checkA11y(page)
  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat the new password').fill(`${newPassword}!`)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText(english['account.error.passwordsDiffer'] as string)).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Repeat the new password').fill('short')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(
    page.getByText(catalogueText(english, 'signup.error.passwordLength', { min: 8, max: 200 })),
  ).toBeVisible()

  await page.getByLabel('New password', { exact: true }).fill(newPassword)
  await page.getByLabel('Repeat the new password').fill(newPassword)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByText('Your password was changed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()

  // Used once, the link is dead.
  await page.goto(link)
  await expect(page.getByText(english['account.error.linkInvalid'] as string)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new email' })).toHaveAttribute(
    'href',
    '/reset-password',
  )

  await page.goto('/members')
  await logout(page)
  await page.goto('/login')
  await submitLogin(page, english, member.email, member.password)
  await expect(page.getByRole('alert')).toHaveText(english['login.failed'] as string)
  await login(page, member.email, newPassword)
})

test('a reset for an unknown address answers the same, and the fourth of a day is refused', async ({
  page,
}) => {
  const email = uniqueEmail('unknown-reset')
  for (let request = 1; request <= 3; request++) {
    await page.goto('/reset-password')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(
      page.getByText(catalogueText(english, 'resetPassword.sent', { email })),
    ).toBeVisible()
  }
  await page.goto('/reset-password')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('alert')).toHaveText(english['account.error.resetLimit'] as string)
  await expect(page.getByLabel('Email address')).toHaveValue(email)
})

test('a malformed or unknown reset link says it is invalid', async ({ page }) => {
  await page.goto(`/reset-password/do?token=${'A'.repeat(43)}`)
  await expect(page.getByText(english['account.error.linkInvalid'] as string)).toBeVisible()
  await page.goto('/reset-password/do?token=nope')
  await expect(page.getByText(english['account.error.linkInvalid'] as string)).toBeVisible()
  await page.getByRole('link', { name: 'Request a new email' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
})

test('the reminder asks to confirm the email until the mailed link activates the account', async ({
  page,
}) => {
  const member = await signUpFresh(page, 'activate')
  const reminderText = catalogueText(english, 'activationReminder.text', { email: member.email })

  await gotoHydrated(page, '/members')
  await expect(page.getByText('Confirm your email')).toBeVisible()
  await expect(page.getByText(reminderText)).toBeVisible()
  await checkA11y(page)

  // Quiet on the settings page.
  await page.goto('/notifications')
  await expect(page.getByText(reminderText)).toHaveCount(0)

  await gotoHydrated(page, '/members')
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent you a new link.' }),
  ).toBeVisible()

  // A link that does not work offers the mail again to the member waiting for it.
  await followMailedLink(page, `/activate/done?token=${'B'.repeat(43)}`)
  await expect(page).toHaveURL(/\/activate\/error$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeVisible()
  await page.getByRole('button', { name: 'Send the email again' }).click()
  await expect(page.getByText('We sent you a new link. Please check your inbox.')).toBeVisible()
  await checkA11y(page)

  const link = mailLink(await latestMail(member.email, 'activation'), '/activate/done')
  await followMailedLink(page, link)
  await expect(page).toHaveURL(/\/activate\/done$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations!' })).toBeVisible()
  await expect(
    page.getByText(catalogueText(english, 'activation.done.text', { name: member.name })),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Discover members' })).toHaveAttribute(
    'href',
    '/members',
  )
  await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
    'href',
    '/complete-signup',
  )
  await expect(page.getByText(reminderText)).toHaveCount(0)
  await checkA11y(page)

  await page.goto('/members')
  await expect(page.getByText(reminderText)).toHaveCount(0)
  await logout(page)
  await login(page, member.email, member.password)
  await expect(page.getByText(reminderText)).toHaveCount(0)

  // The link works once; the member is told their account is active anyway.
  await followMailedLink(page, link)
  await expect(page).toHaveURL(/\/activate\/error$/)
  await expect(page.getByText('Your account is already active.')).toBeVisible()
})

test('an invalid activation link shows the error with the contact help', async ({ page }) => {
  await followMailedLink(page, `/activate/done?token=${'C'.repeat(43)}`)
  await expect(page).toHaveURL(/\/activate\/error$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeVisible()
  const settings = (await (await page.request.get('/api/settings.php')).json()) as {
    support_email: string
    support_phone: string
  }
  const phone = settings.support_phone.replace(/[-\s]/g, '')
  await expect(page.getByRole('link', { name: settings.support_email })).toHaveAttribute(
    'href',
    `mailto:${settings.support_email}`,
  )
  await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`)
  await expect(page.getByRole('button', { name: 'Send the email again' })).toHaveCount(0)
  await checkA11y(page)

  await followMailedLink(page, '/activate/done?token=not-a-token')
  await expect(page).toHaveURL(/\/activate\/error$/)
})

test('after a signup a phone shows the reminder as a dialog, a desktop as a banner', async ({
  page,
}, testInfo) => {
  const member = await signUpFresh(page, 'reminder-modal')
  const reminderText = catalogueText(english, 'activationReminder.text', { email: member.email })
  await gotoHydrated(page, '/members?api_signup_complete=1')
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' })
  if (testInfo.project.name === 'phone') {
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(reminderText)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send again' })).toBeVisible()
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
  } else {
    await expect(dialog).toHaveCount(0)
  }
  await expect(page.getByText(reminderText)).toBeVisible()
})

test('the reminder shows the daily cap of activation mails', async ({ page }) => {
  await signUpFresh(page, 'reminder-cap')
  // The signup sent the first of the day's five; four more use up the rest.
  for (let resend = 0; resend < 4; resend++) {
    const response = await page.request.post('/api/activation-mail.php')
    expect(response.status()).toBe(200)
  }
  await gotoHydrated(page, '/members')
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: english['api.error.activation_limit'] as string }),
  ).toBeVisible()
})

test('logging in to an account pending deletion offers to reactivate it', async ({
  page,
  context,
}) => {
  const member = await signUpFresh(page, 'reactivate')
  const deleted = await page.request.delete('/api/user.php', {
    data: { reason: 'taking_break', password: member.password },
  })
  expect(deleted.status()).toBe(200)
  await context.clearCookies({ name: 'sid' })

  await page.goto('/login')
  await submitLogin(page, english, member.email, member.password)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'This account is still pending deletion.',
  )
  // The password is asked again, never carried in the page.
  const password = page.getByLabel('Password')
  await expect(password).toHaveValue('')
  expect(await page.content()).not.toContain(member.password)
  await expect(page.getByLabel('Email address')).toHaveValue(member.email)
  await checkA11y(page)

  await password.fill(member.password)
  await page.getByRole('button', { name: 'Reactivate my account' }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByText('Welcome back! Your account is active again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()
})
