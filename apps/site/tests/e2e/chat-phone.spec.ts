/**
 * A new member's chat on a phone (375 × 812): the composer is on screen without scrolling,
 * the icebreakers fit, the balance shows beside the price, and a chat removed from the list
 * can be undone.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { demoPassword, gotoHydrated, loggedIn, premiumMember, signUpFresh } from './helpers.ts'

async function profileIdOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user.php')
  return ((await answer.json()) as { user: { profile: { id: number } } }).user.profile.id
}

test.use({ viewport: { width: 375, height: 812 } })

test('a fresh account’s chat fits a phone: composer on screen, icebreakers wrapped, balance shown', async ({
  page,
  browser,
  baseURL,
}) => {
  const sophie = await loggedIn(browser, baseURL as string, {
    email: premiumMember,
    password: demoPassword,
  })
  const sophieId = await profileIdOf(sophie)
  await sophie.context().close()
  await signUpFresh(page, 'Phone')
  await gotoHydrated(page, `/members/${sophieId}/chat`)

  const composer = page.getByRole('textbox', { name: 'Your message' })
  await expect(composer).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 })
  await expect(page.locator('[data-chat-balance]')).toHaveText(/^You have /)

  const icebreaker = page.getByRole('button', { name: /^What is the best trip/ })
  await expect(icebreaker).toBeVisible()
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    log: (document.querySelector('[data-chat-messages]') as HTMLElement).scrollWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(375)
  expect(widths.log).toBeLessThanOrEqual(375)
  const box = await icebreaker.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375)

  // An icebreaker goes into the composer, which stays on screen.
  await icebreaker.click()
  await expect(composer).toHaveValue(/best trip/)
  await expect(composer).toBeInViewport({ ratio: 1 })
})

test('a chat removed from the list asks once, and can be undone', async ({
  page,
  browser,
  baseURL,
}) => {
  const sophie = await loggedIn(browser, baseURL as string, {
    email: premiumMember,
    password: demoPassword,
  })
  const sophieId = await profileIdOf(sophie)
  const sophieName = (
    (await (await sophie.request.get('/api/user.php')).json()) as {
      user: { profile: { name: string } }
    }
  ).user.profile.name
  await sophie.context().close()
  await signUpFresh(page, 'Undoer')
  const sent = await page.request.post('/api/message.php', {
    data: { profile_id: sophieId, client_message_id: `undo-${Date.now()}`, text: 'Hello there' },
  })
  expect(sent.ok()).toBe(true)

  await gotoHydrated(page, '/chats')
  const item = page.locator(`[data-chat-item="${sophieName}"]`)
  await expect(item).toBeVisible()
  const remove = item.getByRole('button', { name: `Remove the chat with ${sophieName}` })

  // Asked once: keeping it changes nothing.
  await remove.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Keep', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(item).toBeVisible()

  await remove.click()
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(item).toHaveCount(0)
  await expect(page.getByText(`The chat with ${sophieName} was removed.`)).toBeVisible()
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(item).toBeVisible()
  await expect(item).toContainText('Hello there')

  // The api put it back: it stays after a reload.
  await page.reload()
  await expect(item).toBeVisible()
})
