import type { Locator, Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  catalogue,
  checkA11y,
  demoPassword,
  followMailedLink,
  freeMember,
  gotoHydrated,
  latestMail,
  login,
  logout,
  mailLink,
  profileCardLinks,
  uniqueEmail,
  waitForHydration,
} from './helpers.ts'

type Locale = 'en' | 'de'

/** A catalogue message with its placeholders filled, as the page shows it. */
function messageIn(locale: Locale) {
  const messages = catalogue(locale)
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = messages[id]
    if (message === undefined) throw new Error(`No message ${id} in ${locale}`)
    return Object.entries(values).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      message,
    )
  }
}

const en = messageIn('en')
const password = 'correct horse battery'

/** A username nobody has yet, 2 to 30 characters. */
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`

/** The screens of one signup (the /signup page, or the modal) in one language. */
function signupScreens(page: Page, scope: Locator, t: ReturnType<typeof messageIn>) {
  const continueButton = scope.getByRole('button', { name: t('signup.continue'), exact: true })
  const submitButton = scope.getByRole('button', { name: t('signup.submit') })
  return {
    progress: (step: number) =>
      expect(scope.getByText(t('signup.progress', { step, total: 4 }))).toBeVisible(),
    continueButton,
    async choose(gender: 'male' | 'female', lookingFor: 'male' | 'female' | 'both') {
      await scope.getByRole('radio', { name: t(`signup.gender.${gender}`), exact: true }).check()
      await scope
        .getByRole('radio', { name: t(`signup.lookingFor.${lookingFor}`), exact: true })
        .check()
      await scope.getByRole('checkbox').check()
      await continueButton.click()
    },
    async birthday(day: string, month: string, year: string) {
      await scope.getByRole('combobox', { name: t('signup.dateOfBirth.day') }).selectOption(day)
      await scope.getByRole('combobox', { name: t('signup.dateOfBirth.month') }).selectOption(month)
      await scope.getByRole('combobox', { name: t('signup.dateOfBirth.year') }).selectOption(year)
      await continueButton.click()
    },
    async username(name: string) {
      await scope.getByLabel(t('signup.name.label')).fill(name)
      await continueButton.click()
    },
    async account(email: string, secret = password) {
      await scope.getByLabel(t('signup.email.label')).fill(email)
      await scope.getByLabel(t('signup.password.label'), { exact: true }).fill(secret)
      await submitButton.click()
    },
    error: (text: string) => expect(scope.getByText(text, { exact: true })).toBeVisible(),
    page,
  }
}

test('a visitor signs up at /signup through every step, activates by mail and logs in again', async ({
  page,
}) => {
  const email = uniqueEmail('signup.page')
  const name = uniqueName('Page')
  await gotoHydrated(page, '/signup')
  const main = page.getByRole('main')
  const signup = signupScreens(page, main, en)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Join Flirtwave for free')
  await signup.progress(1)
  await expect(main.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Back' })).toHaveCount(0)
  // Without the consent to keeping gender and looking-for the step says why and stays.
  await main.getByRole('radio', { name: 'A woman', exact: true }).check()
  await main.getByRole('radio', { name: 'Men', exact: true }).check()
  await signup.continueButton.click()
  await expect(main.getByText(en('signup.error.consentRequired'))).toBeVisible()
  await signup.progress(1)
  await signup.choose('female', 'male')

  await signup.progress(2)
  await expect(main.getByRole('heading', { name: 'When were you born?' })).toBeFocused()
  await checkA11y(page)
  await signup.birthday('12', '4', '1991')

  await signup.progress(3)
  await checkA11y(page)
  await signup.username(name)

  await signup.progress(4)
  await expect(main.getByLabel(/first message/)).toHaveCount(0)
  // Where the member agrees: the terms and the privacy policy, linked.
  await expect(main.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/pages/terms',
  )
  await expect(main.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/pages/privacy',
  )
  await checkA11y(page)
  await signup.account(email)

  await expect(main.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()
  await expect(main.getByText(`Check your inbox at ${email}`)).toBeVisible()
  // The layout reloaded: the new member is logged in.
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible()
  await checkA11y(page)
  await main.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/complete-signup\?api_signup_complete=1$/)

  const mail = await latestMail(email, 'activation')
  const link = mail.text.match(/https?:\/\/\S+\/activate\/done\?token=[\w-]+/)?.[0]
  expect(link, 'the activation link').toBeDefined()
  const { pathname, search } = new URL(link as string)
  await followMailedLink(page, `${pathname}${search}`)
  await expect(page).toHaveURL(/\/activate\/done$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    catalogue('en')['activation.done.title'] as string,
  )

  await logout(page)
  await login(page, email, password)
})

test('members who visit /signup go on to the members page', async ({ page }) => {
  await login(page, freeMember, demoPassword)
  await page.goto('/signup')
  await expect(page).toHaveURL(/\/members$/)
})

test('the signup modal over /members closes by Escape and backdrop only on the first step', async ({
  page,
}) => {
  await gotoHydrated(page, '/members')
  const header = page.getByRole('banner')
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  const signup = signupScreens(page, dialog, en)
  const backdrop = page.getByTestId('modal-backdrop')

  await header.getByRole('link', { name: 'Sign up free' }).click()
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/members$/)
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await header.getByRole('link', { name: 'Sign up free' }).click()
  await backdrop.click({ position: { x: 4, y: 4 } })
  await expect(dialog).toHaveCount(0)

  await header.getByRole('link', { name: 'Sign up free' }).click()
  await signup.choose('male', 'female')
  await signup.progress(2)
  await page.keyboard.press('Escape')
  await backdrop.click({ position: { x: 4, y: 4 } })
  await expect(dialog).toBeVisible()
  await signup.progress(2)
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)

  // ?signup=1 opens it too; this time the visitor signs up in it.
  const email = uniqueEmail('signup.modal')
  await gotoHydrated(page, '/members?signup=1')
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/members$/)
  await signup.choose('male', 'both')
  await signup.birthday('2', '11', '1987')
  await signup.username(uniqueName('Modal'))
  await page.keyboard.press('Escape')
  await signup.progress(4)
  await signup.account(email)
  await expect(dialog.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'My account' })).toBeVisible()
  await checkA11y(page)
  await dialog.getByRole('link', { name: 'Continue' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/complete-signup\?api_signup_complete=1$/)
  await latestMail(email, 'activation')
})

test('a visitor writes to a profile: /members/{id}/signup sends the first message along', async ({
  page,
}) => {
  await page.goto('/members')
  const card = profileCardLinks(page).first()
  const profileId = Number((await card.getAttribute('href'))?.match(/\/members\/(\d+)/)?.[1])
  const profileName = ((await card.textContent()) ?? '').split(',')[0]?.trim() ?? ''
  await card.click()
  const write = page.getByRole('main').getByRole('link', { name: 'Send a message' })
  await expect(write).toHaveAttribute('href', `/members/${profileId}/signup`)

  // The button opens the modal with the message; the page of its own works the same.
  await waitForHydration(page)
  await write.click()
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await gotoHydrated(page, `/members/${profileId}/signup`)
  const main = page.getByRole('main')
  const signup = signupScreens(page, main, en)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    `Sign up free to meet ${profileName}`,
  )
  await signup.choose('male', 'female')
  await signup.birthday('30', '6', '1984')
  await signup.username(uniqueName('Writer'))
  await expect(main.getByText(`You're signing up to meet ${profileName}.`)).toBeVisible()
  const note = `Hello ${profileName}, nice profile! ${Date.now()}`
  await main.getByLabel(`Your first message to ${profileName} (optional)`).fill(note)
  await checkA11y(page)
  await signup.account(uniqueEmail('signup.target'))
  await expect(main.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()

  const chats = await page.request.get('/api/chats.php')
  expect(chats.status()).toBe(200)
  const { chats: items } = (await chats.json()) as {
    chats: { profile: { id: number }; last_message: string | null }[]
  }
  expect(items.find((chat) => chat.profile.id === profileId)?.last_message).toBe(note)
})

test('a visitor likes a profile: the like survives signup and activation', async ({ page }) => {
  await page.goto('/members')
  const card = profileCardLinks(page).first()
  const profileId = Number((await card.getAttribute('href'))?.match(/\/members\/(\d+)/)?.[1])
  const profileName = ((await card.textContent()) ?? '').split(',')[0]?.trim() ?? ''
  await card.click()
  await waitForHydration(page)
  const like = page.getByRole('main').getByRole('link', { name: `Like ${profileName}` })
  // Without JavaScript the signup page keeps the like too.
  await expect(like).toHaveAttribute('href', `/members/${profileId}/signup?like=1`)
  await like.click()
  const dialog = page.getByRole('dialog', { name: 'Join Flirtwave for free' })
  const signup = signupScreens(page, dialog, en)
  await signup.choose('male', 'female')
  await signup.birthday('3', '3', '1985')
  await signup.username(uniqueName('Liker'))
  await expect(dialog.getByLabel(/first message/)).toHaveCount(0)
  const email = uniqueEmail('signup.like')
  await signup.account(email)
  await expect(dialog.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()

  await followMailedLink(page, mailLink(await latestMail(email, 'activation'), '/activate/done'))
  await expect(page).toHaveURL(/\/activate\/done$/)
  await gotoHydrated(page, `/members/${profileId}`)
  await expect(
    page.getByRole('main').getByRole('button', { name: `Liked ${profileName}` }),
  ).toBeVisible()
})

for (const locale of ['en', 'de'] as const) {
  test(`every signup message shows for its bad input (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = messageIn(locale)
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await gotoHydrated(page, '/signup')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const main = page.getByRole('main')
    const signup = signupScreens(page, main, t)
    const messages = {
      dateOfBirthRequired: t('signup.error.dateOfBirthRequired', { min_age: 18 }),
      dateOfBirthInvalid: t('signup.error.dateOfBirthInvalid'),
      emailInvalid: t('signup.error.emailInvalid'),
      emailTaken: t('signup.error.emailTaken'),
      nameAt: t('signup.error.nameAt'),
      nameIsEmail: t('signup.error.nameIsEmail'),
    }
    if (locale === 'en') {
      expect(messages).toMatchObject({
        dateOfBirthRequired: 'Enter your date of birth (18+)',
        dateOfBirthInvalid: 'Invalid date of birth.',
        emailInvalid: 'Invalid email',
        emailTaken: 'An account with this e-mail address already exists',
      })
    } else {
      expect(messages).toMatchObject({
        dateOfBirthRequired: 'Gib dein Geburtsdatum ein (18+)',
        dateOfBirthInvalid: 'Ungültiges Geburtsdatum.',
        emailInvalid: 'Ungültige E-Mail-Adresse',
      })
    }

    await signup.choose('female', 'both')
    await signup.continueButton.click()
    await signup.error(messages.dateOfBirthRequired)
    await signup.birthday('30', '2', '2000')
    await signup.error(messages.dateOfBirthInvalid)
    await checkA11y(page)
    const today = new Date()
    const thisYear = today.getFullYear()
    // Born on 31 December 18 years ago: 18 only on New Year's Eve, when the check has no date left.
    if (today.getMonth() !== 11 || today.getDate() !== 31) {
      await signup.birthday('31', '12', String(thisYear - 18))
      await signup.error(messages.dateOfBirthRequired)
    }
    await signup.birthday('1', '1', String(thisYear - 30))

    await signup.username('@someone')
    await signup.error(messages.nameAt)
    await checkA11y(page)
    // Short enough to be a valid username (at most 30 characters), so only the email rule speaks.
    const email = `${locale}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@example.com`
    await signup.username(email)

    await signup.account('someone@')
    await signup.error(messages.emailInvalid)
    await checkA11y(page)
    await signup.account(email.toUpperCase())
    await signup.progress(3)
    await signup.error(messages.nameIsEmail)
    await signup.username(uniqueName('Rules'))

    await signup.account(freeMember)
    await signup.error(messages.emailTaken)
    await signup.progress(4)
    await checkA11y(page)
  })
}

test('a brand that takes only tracked visitors shows the invite-only notice to the others', async ({
  page,
  baseURL,
}) => {
  const de = messageIn('de')
  const origin = (path: string) => `http://de.localhost:${new URL(baseURL ?? '').port}${path}`
  // Herzklopfen's signups setting is with_trafficsource.
  await gotoHydrated(page, origin('/signup'))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: de('signup.inviteOnly.title') })).toBeVisible()
  await expect(main.getByText(de('signup.inviteOnly.text', { brand: 'Herzklopfen' }))).toBeVisible()
  await expect(main.getByRole('radio')).toHaveCount(0)
  await checkA11y(page)

  await gotoHydrated(page, origin('/signup?network=e2e&sub1=spring'))
  await expect(main.getByText(de('signup.progress', { step: 1, total: 4 }))).toBeVisible()
  // Allowed in the cookie banner, the tracking is kept in its cookie: later pages still let
  // the visitor in (decision 059).
  await page
    .getByRole('region', { name: de('cookies.banner.title') })
    .getByRole('button', { name: de('cookies.banner.accept') })
    .click()
  await expect(page).toHaveURL(/network=e2e/)
  await gotoHydrated(page, origin('/members?signup=1'))
  await expect(
    page.getByRole('dialog', { name: de('signup.title', { brand: 'Herzklopfen' }) }),
  ).toBeVisible()
})
