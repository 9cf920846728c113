/**
 * The chat's composer before and without the page's code: with JavaScript off the browser
 * posts the form to the chat route's action; with every script held back 4 s a member types
 * and presses Send at once. Each message arrives exactly once (read by the other member through
 * the api), and what was typed before the code came is kept.
 */
import type { Browser, Page } from '@playwright/test'
import { holdScripts } from '@dating/playwright-preset/pages'
import { expect, test } from '@dating/playwright-preset/test'
import { demoPassword, loggedIn, premiumMember, signUpFresh, waitForHydration } from '../helpers.ts'

type ChatAnswer = { messages: { text: string; sender_id: number }[] }

/** The premium demo member, in a browser context of their own, and their profile id. */
async function otherMember(browser: Browser, origin: string) {
  const page = await loggedIn(browser, origin, { email: premiumMember, password: demoPassword })
  const answer = await page.request.get('/api/user.php')
  const { user } = (await answer.json()) as { user: { profile: { id: number } } }
  return { page, profileId: user.profile.id }
}

/** How often the other member's chat with `writerId` holds `text`, as the api serves it. */
async function timesReceived(reader: Page, writerId: number, text: string): Promise<number> {
  const answer = await reader.request.get(`/api/chat.php?profile_id=${writerId}`)
  const chat = (await answer.json()) as ChatAnswer
  return chat.messages.filter((item) => item.text === text && item.sender_id === writerId).length
}

async function profileIdOf(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user.php')
  return ((await answer.json()) as { user: { profile: { id: number } } }).user.profile.id
}

const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Your message' })
const sendButtonOf = (page: Page) => page.getByRole('button', { name: 'Send', exact: true })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the composer posts to the chat route; a repeated post is delivered once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await otherMember(browser, baseURL as string)
    await signUpFresh(page, 'NoScript')
    const writerId = await profileIdOf(page)
    const chatPath = `/members/${other.profileId}/chat`
    await page.goto(chatPath)

    const text = `Hello without scripts ${Date.now()}`
    await composerOf(page).fill(text)
    const form = page.locator('form[data-chat-composer]')
    const clientId = await form.locator('input[name="client_message_id"]').inputValue()
    await sendButtonOf(page).click()
    await expect(page.locator('[data-message-side="mine"]', { hasText: text })).toBeVisible()
    await expect(composerOf(page)).toHaveValue('')

    // The same form posted again (a double tap, a retry after a lost answer): stored once.
    const again = await page.request.post(chatPath, {
      form: { profile_id: String(other.profileId), client_message_id: clientId, text },
      maxRedirects: 0,
    })
    expect(again.status()).toBe(303)
    await expect.poll(() => timesReceived(other.page, writerId, text)).toBe(1)

    // The next message goes under a new id.
    const next = `And a second one ${Date.now()}`
    await composerOf(page).fill(next)
    await sendButtonOf(page).click()
    await expect(page.locator('[data-message-side="mine"]', { hasText: next })).toBeVisible()
    await expect.poll(() => timesReceived(other.page, writerId, next)).toBe(1)
    await expect.poll(() => timesReceived(other.page, writerId, text)).toBe(1)
    await other.page.context().close()
  })
})

test.describe('with every script held back 4 s', () => {
  test('a message typed and sent before the code arrives is delivered once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await otherMember(browser, baseURL as string)
    await signUpFresh(page, 'SlowPhone')
    const writerId = await profileIdOf(page)
    await holdScripts(page, 4000)
    await page.goto(`/members/${other.profileId}/chat`, { waitUntil: 'commit' })

    const text = `Sent before the code ${Date.now()}`
    await composerOf(page).fill(text)
    await sendButtonOf(page).click()
    await expect(page.locator('[data-message-side="mine"]', { hasText: text })).toBeVisible()
    await expect.poll(() => timesReceived(other.page, writerId, text)).toBe(1)

    // Typed before the code, sent after it: the words are kept, and sent once.
    const typed = `Typed before the code ${Date.now()}`
    await composerOf(page).fill(typed)
    await waitForHydration(page)
    await expect(composerOf(page)).toHaveValue(typed)
    await composerOf(page).press('Enter')
    await expect(
      page
        .locator('[data-message-side="mine"]', { hasText: typed })
        .locator('[data-message-status="sent"]'),
    ).toBeVisible()
    await expect(composerOf(page)).toHaveValue('')
    await expect.poll(() => timesReceived(other.page, writerId, typed)).toBe(1)
    await expect.poll(() => timesReceived(other.page, writerId, text)).toBe(1)
    await other.page.context().close()
  })
})
