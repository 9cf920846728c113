import { type Browser, expect, type Page, test } from '@playwright/test'
import { checkA11y, demoPassword, freeMember, premiumMember } from './helpers.ts'

type Me = { profile: { id: number; name: string }; credits: number }

/** Logged in through the api (the login form has its own spec): the session cookie is the context's. */
async function loggedIn(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin })
  const answer = await context.request.post('/api/user.php', {
    data: { email, password: demoPassword },
  })
  expect(answer.ok()).toBe(true)
  return context.newPage()
}

async function me(page: Page): Promise<Me> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: Me }
  return user
}

test('two members chat in real time: message, typing, read state, one charge per send', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL as string
  const sophie = await loggedIn(browser, origin, premiumMember)
  const tom = await loggedIn(browser, origin, freeMember)
  const tomProfile = (await me(tom)).profile
  const run = Date.now().toString(36)
  const first = `Hi Tom, fancy a walk? ${run}`
  const second = `There is a pub with a fire at the end ${run}`

  await tom.goto('/chats')
  await tom.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const tomUnreadBefore = await tom.title()

  await sophie.goto(`/members/${tomProfile.id}/chat`)
  await sophie.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const creditsBefore = (await me(sophie)).credits
  const composer = sophie.getByRole('textbox', { name: 'Your message' })
  await composer.fill(first)
  await composer.press('Enter')
  const sent = sophie.locator('[data-message-side="mine"]', { hasText: first })
  await expect(
    sent.locator('[data-message-status="sent"], [data-message-status="read"]'),
  ).toBeVisible()
  const cost = creditsBefore - (await me(sophie)).credits
  expect(cost).toBeGreaterThan(0)

  // Tom's list and title follow without a reload; opening the chat reads the message.
  const item = tom.locator('[data-chat-item="Sophie"]')
  await expect(item).toContainText(first)
  await expect(tom).not.toHaveTitle(tomUnreadBefore)
  await item.getByRole('link').click()
  await expect(tom.getByText(first)).toBeVisible()
  await expect(sent.locator('[data-message-status="read"]')).toBeVisible()

  // Sophie types: Tom sees it; her next message arrives live and is read at once.
  await composer.fill('There is')
  await expect(tom.getByText('Sophie is typing…')).toBeVisible()
  await composer.fill(second)
  await composer.press('Enter')
  await expect(tom.getByText(second)).toBeVisible()
  await expect(
    sophie
      .locator('[data-message-side="mine"]', { hasText: second })
      .locator('[data-message-status="read"]'),
  ).toBeVisible()
  expect((await me(sophie)).credits).toBe(creditsBefore - 2 * cost)

  // A retried send (same client message id) is stored and charged once.
  const retry = {
    profile_id: tomProfile.id,
    client_message_id: `e2e-retry-${run}`,
    text: `Once ${run}`,
  }
  const answers = await Promise.all(
    [1, 2].map(async () => (await sophie.request.post('/api/message.php', { data: retry })).json()),
  )
  expect(answers[0].message.id).toBe(answers[1].message.id)
  expect((await me(sophie)).credits).toBe(creditsBefore - 3 * cost)

  // Tom, a free member, already writes in two conversations: a third one needs premium.
  await expect(tom.getByText('Chat with more members')).toBeVisible()
  await expect(tom.getByRole('link', { name: 'Get Premium' }).last()).toBeVisible()
  await checkA11y(tom)

  await sophie.context().close()
  await tom.context().close()
})
