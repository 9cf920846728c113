import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  catalogue,
  catalogueText,
  checkA11y,
  freeMember,
  followMailedLink,
  latestMail,
  login,
  logout,
  mailLink,
  setLocaleCookie,
  signUpFresh,
  uniqueEmail,
} from './helpers.ts'

// Every test signs up its own member: the seeded demo accounts stay as other specs expect them.

const english = catalogue('en')
const german = catalogue('de')

const emailSection = (page: Page) => page.getByRole('region', { name: 'Email address' })
const passwordSection = (page: Page) => page.getByRole('region', { name: 'Password' })

async function expectLoginFails(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText(english['login.failed'] as string)).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
}

test('email change: each refusal in English and German, then the mailed link moves the login', async ({
  page,
  context,
}) => {
  const member = await signUpFresh(page, 'email-change')
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(emailSection(page).getByText(member.email)).toBeVisible()

  for (const [locale, messages] of [
    ['en', english],
    ['de', german],
  ] as const) {
    await setLocaleCookie(context, locale)
    await page.goto('/notifications')
    const section = page.getByRole('region', {
      name: catalogueText(messages, 'settings.email.title'),
    })
    const newEmail = section.getByLabel(catalogueText(messages, 'settings.email.new'))
    const password = section.getByLabel(catalogueText(messages, 'settings.email.password'))
    const submit = section.getByRole('button', {
      name: catalogueText(messages, 'settings.email.submit'),
    })

    await newEmail.fill('no-address-here')
    await password.fill(member.password)
    await submit.click()
    await expect(
      section.getByText(catalogueText(messages, 'account.error.newEmailInvalid')),
    ).toBeVisible()
    await expect(newEmail).toHaveValue('no-address-here')

    await newEmail.fill(freeMember)
    await password.fill('not-my-password')
    await submit.click()
    await expect(
      section.getByText(catalogueText(messages, 'account.error.oldPasswordWrong')),
    ).toBeVisible()

    await password.fill(member.password)
    await submit.click()
    await expect(
      section.getByText(catalogueText(messages, 'signup.error.emailTaken')),
    ).toBeVisible()
    await expect(newEmail).toHaveValue(freeMember)
  }

  await setLocaleCookie(context, 'en')
  await page.goto('/notifications')
  const changedTo = uniqueEmail('email-changed')
  await emailSection(page).getByLabel('New email address').fill(changedTo)
  await emailSection(page).getByLabel('Current password').fill(member.password)
  await emailSection(page).getByRole('button', { name: 'Change email address' }).click()
  await expect(
    emailSection(page).getByText(
      catalogueText(english, 'settings.email.sent', { email: changedTo }),
    ),
  ).toBeVisible()
  // Nothing changes before the link is opened.
  await expect(emailSection(page).getByText(member.email)).toBeVisible()
  await expect(emailSection(page).getByLabel('Current password')).toHaveValue('')

  const mail = await latestMail(changedTo, 'email_change_confirm')
  const link = mailLink(mail, '/mail-change/do')
  await followMailedLink(page, link)
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(
    page.getByText(catalogueText(english, 'settings.email.changed', { email: changedTo })),
  ).toBeVisible()
  await expect(emailSection(page).getByText(changedTo)).toBeVisible()

  // The link works once.
  await followMailedLink(page, link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Email address not changed' }),
  ).toBeVisible()
  await expect(page.getByText(english['account.error.linkInvalid'] as string)).toBeVisible()
  await checkA11y(page)

  await page.goto('/members')
  await logout(page)
  await expectLoginFails(page, member.email, member.password)
  await login(page, changedTo, member.password)
})

test('password change: each refusal in English and German; the old password and other sessions end', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const member = await signUpFresh(page, 'password-change')
  const otherDevice = await browser.newContext({ baseURL })
  const otherPage = await otherDevice.newPage()
  await login(otherPage, member.email, member.password)

  for (const [locale, messages] of [
    ['en', english],
    ['de', german],
  ] as const) {
    await setLocaleCookie(context, locale)
    await page.goto('/notifications')
    const section = page.getByRole('region', {
      name: catalogueText(messages, 'settings.password.title'),
    })
    const field = (id: string) => section.getByLabel(catalogueText(messages, id), { exact: true })
    const oldPassword = field('settings.password.old')
    const newPassword = field('settings.password.new')
    const repeat = field('settings.password.repeat')
    const submit = section.getByRole('button', {
      name: catalogueText(messages, 'settings.password.submit'),
    })

    await oldPassword.fill('not-my-password')
    await newPassword.fill('Another-password-2')
    await repeat.fill('Another-password-2')
    await submit.click()
    await expect(
      section.getByText(catalogueText(messages, 'account.error.oldPasswordWrong')),
    ).toBeVisible()

    // A refusal never gives a password back: each try fills all three again.
    await oldPassword.fill(member.password)
    await newPassword.fill('Another-password-2')
    await repeat.fill('Another-password-3')
    await submit.click()
    await expect(
      section.getByText(catalogueText(messages, 'account.error.passwordsDiffer')),
    ).toBeVisible()

    await oldPassword.fill(member.password)
    await newPassword.fill('short')
    await repeat.fill('short')
    await submit.click()
    await expect(
      section.getByText(
        catalogueText(messages, 'signup.error.passwordLength', { min: '8', max: '200' }),
      ),
    ).toBeVisible()
  }

  await setLocaleCookie(context, 'en')
  await page.goto('/notifications')
  await passwordSection(page).getByLabel('Old password').fill(member.password)
  await passwordSection(page).getByLabel('New password', { exact: true }).fill('Another-password-2')
  await passwordSection(page).getByLabel('Repeat new password').fill('Another-password-2')
  await passwordSection(page).getByRole('button', { name: 'Change password' }).click()
  await expect(
    passwordSection(page).getByText(english['settings.password.changed'] as string),
  ).toBeVisible()
  await expect(passwordSection(page).getByLabel('Old password')).toHaveValue('')
  await checkA11y(page)

  // The other device was logged out; this one was not.
  await otherPage.goto('/notifications')
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fnotifications$/)
  await otherDevice.close()
  await page.goto('/members')
  await logout(page)
  await expectLoginFails(page, member.email, member.password)
  await login(page, member.email, 'Another-password-2')
})

test('deletion: reason, offer, password, then the mailed link brings the account back', async ({
  page,
}) => {
  const member = await signUpFresh(page, 'deletion')
  await page.goto('/notifications')
  await page.getByRole('link', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/account\/delete$/)
  await expect(page.getByText('Step 1 of 3')).toBeVisible()

  // The reason is optional (decision 060): the legend says so, and nothing insists.
  await expect(page.getByText('Choose the reason that fits best (optional)')).toBeVisible()
  await page.getByRole('radio', { name: 'I want to take a break' }).check()
  await page.getByLabel('Anything you would like to tell us? (optional)').fill('Busy summer')
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  const offer = page.getByRole('region', { name: 'Take a break instead' })
  await expect(offer).toContainText('you can reactivate it within 14 days anyway')
  await expect(page.getByRole('link', { name: 'Keep my account' })).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Continue deleting' }).click()

  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Keep my account' })).toBeVisible()
  await page.getByLabel('Your password').fill('not-my-password')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Please check your old password.')).toBeVisible()
  await page.getByLabel('Your password').fill(member.password)
  await page.getByRole('button', { name: 'Delete my account' }).click()

  await expect(page).toHaveURL(/\/account-deleted\?until=\d{4}-\d{2}-\d{2}$/)
  await expect(
    page.getByText(
      /^Your account will be deleted on .+; we emailed you a link to reactivate it within 14 days\.$/,
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  await checkA11y(page)

  await page.goto('/login')
  await page.getByLabel('Email address').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText(/still pending deletion/)).toBeVisible()

  const link = mailLink(
    await latestMail(member.email, 'account_deleted_reactivation'),
    '/account-deleted',
  )
  await followMailedLink(page, link)
  await expect(page).toHaveURL(/\/members$/)
  await expect(
    page.getByText(catalogueText(english, 'accountDeleted.welcomeBack', { name: member.name })),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()

  // The link works once.
  await followMailedLink(page, link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account could not be reactivated' }),
  ).toBeVisible()
  await expect(page.getByText(english['account.error.linkInvalid'] as string)).toBeVisible()
  await checkA11y(page)
})

test('deletion: a reason with tips leads back to the profile, and "Keep my account" keeps it', async ({
  page,
}) => {
  await signUpFresh(page, 'deletion-kept')
  await page.goto('/account/delete')
  await page.getByRole('radio', { name: "I don't get enough matches" }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  const offer = page.getByRole('region', { name: 'Get more matches' })
  await expect(offer.getByRole('link', { name: 'Improve my profile' })).toHaveAttribute(
    'href',
    '/profile',
  )
  // Back keeps the choice.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: "I don't get enough matches" })).toBeChecked()

  // A reason without an offer goes straight to the password.
  await page.getByRole('radio', { name: 'I found a partner' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 2')).toBeVisible()
  await page.getByRole('link', { name: 'Keep my account' }).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  // Nothing was deleted: the page after a deletion sends a member back to the settings.
  await page.goto('/account-deleted')
  await expect(page).toHaveURL(/\/notifications$/)
})

test('deletion: too expensive offers the brand’s discount; taking it keeps the account', async ({
  page,
}) => {
  const member = await signUpFresh(page, 'deletion-discount')
  const settings = (await (await page.request.get('/api/settings.php')).json()) as {
    delete_discount: number
  }
  const percent = String(settings.delete_discount)
  expect(settings.delete_discount).toBeGreaterThan(0)

  await page.goto('/account/delete')
  await page.getByRole('radio', { name: 'It is too expensive' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  const offer = page.getByRole('region', {
    name: catalogueText(english, 'accountDeletion.offer.discount.title', { percent }),
  })
  await expect(offer).toBeVisible()
  await checkA11y(page)
  // The code needs the password (decision 045): without it, or with a wrong one, no code.
  const take = offer.getByRole('button', { name: 'Keep my account and take the discount' })
  await take.click()
  await expect(offer.getByText(english['settings.error.passwordRequired'] as string)).toBeVisible()
  const password = offer.getByLabel(english['accountDeletion.offer.discount.password'] as string)
  await password.fill('Not-my-password-1')
  await take.click()
  await expect(offer.getByText(english['account.error.oldPasswordWrong'] as string)).toBeVisible()
  await checkA11y(page)
  await password.fill(member.password)
  await take.click()

  await expect(
    page.getByRole('heading', { name: english['accountDeletion.discount.title'] as string }),
  ).toBeVisible()
  const code = (await page.getByTestId('discount-code').textContent()) ?? ''
  expect(code).toMatch(/^STAY-[A-Z2-7]{8}$/)
  await expect(page.getByText(`Your code ${code} gives ${percent}% off`)).toBeVisible()
  await expect(
    page.getByText('It is applied when you buy credits.', { exact: false }),
  ).toBeVisible()
  await checkA11y(page)

  // The account still works, and the code is the member's.
  expect((await page.request.get('/api/user.php')).status()).toBe(200)
  const shown = await page.request.get(`/api/discountcode.php?code=${code}`)
  expect(shown.status()).toBe(200)
  expect(
    ((await shown.json()) as { discount: { value_percentage: number } }).discount,
  ).toMatchObject({ value_percentage: settings.delete_discount })
  await page.getByRole('link', { name: 'Back to my settings' }).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
})

test('the data export downloads a JSON file with the profile', async ({ page }) => {
  const member = await signUpFresh(page, 'export')
  await page.goto('/notifications')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.json$/)
  const path = await download.path()
  const data = JSON.parse(await readFile(path, 'utf8')) as {
    account: { email: string }
    profile: { name: string }
  }
  expect(data.account.email).toBe(member.email)
  expect(data.profile.name).toBe(member.name)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the forms still work: a refusal keeps the typed address but never a password', async ({
    page,
  }) => {
    const member = await signUpFresh(page, 'no-script')
    await page.goto('/notifications')
    const newEmail = emailSection(page).getByLabel('New email address')
    const password = emailSection(page).getByLabel('Current password')
    await newEmail.fill(freeMember)
    await password.fill(member.password)
    await emailSection(page).getByRole('button', { name: 'Change email address' }).click()
    await expect(
      emailSection(page).getByText(english['signup.error.emailTaken'] as string),
    ).toBeVisible()
    await expect(newEmail).toHaveValue(freeMember)
    await expect(password).toHaveValue('')

    await page.goto('/account/delete')
    await page.getByRole('radio', { name: 'I want to take a break' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('region', { name: 'Take a break instead' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue deleting' }).click()
    await expect(page.getByText('Step 3 of 3')).toBeVisible()
    await page.getByLabel('Your password').fill('not-my-password')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByText('Please check your old password.')).toBeVisible()
    await expect(page.getByLabel('Your password')).toHaveValue('')
  })
})
