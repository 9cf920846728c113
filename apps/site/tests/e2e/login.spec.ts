import { expect, test } from '@dating/playwright-preset/test'
import {
  checkA11y,
  freeMember,
  login,
  logout,
  mainNavigation,
  premiumMember,
  profileCardLinks,
} from './helpers.ts'

test('the free member sees the logged-in navigation and the members grid', async ({ page }) => {
  await page.goto('/login')
  await login(page, freeMember)

  const navigation = mainNavigation(page)
  await expect(navigation.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/members')
  await expect(navigation.getByRole('link', { name: /^Messages/ })).toHaveAttribute(
    'href',
    '/chats',
  )
  await expect(navigation.getByRole('link', { name: /^Likes/ })).toHaveAttribute('href', '/likes')
  await expect(navigation.getByRole('link', { name: /^Credits/ })).toHaveAttribute(
    'href',
    '/credits',
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
    'href',
    '/premium',
  )
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)

  const answer = await page.request.get('/api/user.php')
  const { user } = (await answer.json()) as { user: { unread_messages: number; new_likes: number } }
  const messages = navigation.getByRole('link', { name: /^Messages/ })
  if (user.unread_messages > 0) {
    await expect(messages).toContainText(
      user.unread_messages > 99 ? '99+' : String(user.unread_messages),
    )
    await expect(messages).toHaveAccessibleName(/unread messages?\)?$/)
  }
  const total = user.unread_messages + user.new_likes
  await expect(page).toHaveTitle(total > 0 ? new RegExp(`^\\(${total}\\) Members`) : /^Members/)

  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible()
  await expect(page.getByText(/\d+ members found/)).toBeVisible()
  expect(await profileCardLinks(page).count()).toBeGreaterThanOrEqual(4)
})

test('a wrong password shows the api error and keeps the email', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(freeMember)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('Email address')).toHaveValue(freeMember)
  await checkA11y(page)
})

test('the premium member sees the credits link to repeat orders with the balance', async ({
  page,
}) => {
  await login(page, premiumMember)
  const answer = await page.request.get('/api/user.php')
  expect(answer.ok()).toBe(true)
  const { user } = (await answer.json()) as { user: { credits: number; paid_user: boolean } }
  expect(user.paid_user).toBe(true)

  const navigation = mainNavigation(page)
  const credits = navigation.getByRole('link', { name: /^Credits/ })
  await expect(credits).toHaveAttribute('href', '/credits/repeat-order')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Premium' })).toHaveCount(0)
  if (user.credits <= 10) {
    await expect(credits).toContainText(String(user.credits))
    // "Balance: 5 credits", with their value in brackets once the member has a price paid.
    await expect(credits).toHaveAccessibleName(new RegExp(`Balance: ${user.credits} credits?\\b`))
  } else {
    await expect(credits).toHaveAccessibleName('Credits')
  }
})

test('logging out returns to the visitor home page', async ({ page }) => {
  await login(page, freeMember)
  await logout(page)
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  const answer = await page.request.get('/api/user.php')
  expect(answer.status()).toBe(403)
})
