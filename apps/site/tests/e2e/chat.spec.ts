import type { Browser, Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, demoPassword, premiumMember, signUpFresh } from './helpers.ts'

type Me = { profile: { id: number; name: string }; credits: number }

async function me(page: Page): Promise<Me> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: Me }
  return user
}

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Logged in through the api (the login form has its own spec). */
async function loggedIn(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin })
  const answer = await context.request.post('/api/user.php', {
    data: { email, password: demoPassword },
  })
  expect(answer.ok()).toBe(true)
  return context.newPage()
}

test('two members chat in real time: message, typing, read state, one charge per send', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL as string
  // A new member (free, email not confirmed yet) writes to the premium demo member.
  const writer = await (await browser.newContext({ baseURL: origin })).newPage()
  const { name } = await signUpFresh(writer, 'Chatty')
  const sophie = await loggedIn(browser, origin, premiumMember)
  const sophieProfile = (await me(sophie)).profile
  const first = 'Hi Sophie, fancy a walk?'
  const second = 'There is a pub with a fire at the end'

  await hydrated(sophie, '/chats')
  const titleBefore = await sophie.title()

  await hydrated(writer, `/members/${sophieProfile.id}/chat`)
  const composer = writer.getByRole('textbox', { name: 'Your message' })
  const mine = (text: string) => writer.locator('[data-message-side="mine"]', { hasText: text })
  await composer.fill(first)
  await composer.press('Enter')
  await expect(mine(first).locator('[data-message-status="sent"]')).toBeVisible()

  // Sophie's list and title follow without a reload; opening the chat reads the message.
  const item = sophie.locator(`[data-chat-item="${name}"]`)
  await expect(item).toContainText(first)
  await expect(sophie).not.toHaveTitle(titleBefore)
  await item.getByRole('link').click()
  await expect(sophie.getByText(first)).toBeVisible()
  await expect(sophie.getByText(`${name} has not confirmed their email address yet.`)).toBeVisible()
  await expect(mine(first).locator('[data-message-status="read"]')).toBeVisible()

  // Typing shows on the other side; the next message arrives live and is read at once.
  await composer.fill('There is')
  await expect(sophie.getByText(`${name} is typing…`)).toBeVisible()
  await composer.fill(second)
  await composer.press('Enter')
  await expect(sophie.getByText(second)).toBeVisible()
  await expect(mine(second).locator('[data-message-status="read"]')).toBeVisible()
  await checkA11y(sophie)

  // Past the free messages a send costs credits: a retried send is stored and charged once.
  const chat = (await (
    await writer.request.get(`/api/chat.php?profile_id=${sophieProfile.id}`)
  ).json()) as { free_messages_left: number; prices: { message: number } }
  const send = (id: string) =>
    writer.request.post('/api/message.php', {
      data: { profile_id: sophieProfile.id, client_message_id: id, text: `Message ${id}` },
    })
  for (let free = chat.free_messages_left; free > 0; free -= 1) {
    expect((await send(`free-${free}-${Date.now()}`)).ok()).toBe(true)
  }
  const before = (await me(writer)).credits
  const paid = `paid-${Date.now()}`
  const answers = await Promise.all([send(paid), send(paid)])
  const ids = await Promise.all(
    answers.map(
      async (answer) => ((await answer.json()) as { message: { id: number } }).message.id,
    ),
  )
  expect(ids[0]).toBe(ids[1])
  expect((await me(writer)).credits).toBe(before - chat.prices.message)

  await writer.context().close()
  await sophie.context().close()
})
