import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  checkA11y,
  demoPassword,
  gotoHydrated,
  loggedIn,
  premiumMember,
  signUpFresh,
} from './helpers.ts'

type Me = { profile: { id: number; name: string }; credits: number }

async function me(page: Page): Promise<Me> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: Me }
  return user
}

test('two members chat in real time: message, typing, read state, one charge per send', async ({
  browser,
  baseURL,
}) => {
  // Two browsers, live events and two axe runs: more than one ordinary page's time.
  test.slow()
  const origin = baseURL as string
  // A new member (free, email not confirmed yet) writes to the premium demo member.
  const writer = await (await browser.newContext({ baseURL: origin })).newPage()
  const { name } = await signUpFresh(writer, 'Chatty')
  const sophie = await loggedIn(browser, origin, { email: premiumMember, password: demoPassword })
  const sophieProfile = (await me(sophie)).profile
  const first = 'Hi Sophie, fancy a walk?'
  const second = 'There is a pub with a fire at the end'

  await gotoHydrated(sophie, '/chats')
  const titleBefore = await sophie.title()

  await gotoHydrated(writer, `/members/${sophieProfile.id}/chat`)
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

  // An id that answered another send is refused (decision 046): the member is told, the text stays.
  // The composer posts to the chat route's action, which sends on to the api.
  const chatRoute = `**/members/${sophieProfile.id}/chat*`
  await writer.route(chatRoute, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const form = new URLSearchParams(route.request().postData() ?? '')
    form.set('client_message_id', paid)
    await route.continue({ postData: form.toString() })
  })
  const third = 'Shall we meet at eight?'
  await composer.fill(third)
  await composer.press('Enter')
  await expect(writer.getByText('This message was not sent. Please send it again.')).toBeVisible()
  await expect(composer).toHaveValue(third)
  expect((await me(writer)).credits).toBe(before - chat.prices.message)
  await writer.unroute(chatRoute)

  await writer.context().close()
  await sophie.context().close()
})

/** A small PNG (two colour blocks), as a phone's photo picker would hand it over. */
const photoFile = {
  name: 'beach.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAMAAABjCgsuAAAABlBMVEUqnY/nb1HNWAp8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHElEQVQ4y2NgxAEYcIFRDaMaRjWMahjVMBI0AABapwMB7DgRPwAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/** Waits until the picture has loaded, so a 404 (a broken image) fails the test. */
async function expectLoaded(picture: ReturnType<Page['locator']>): Promise<void> {
  await expect(picture).toBeVisible()
  await expect
    .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
}

test('a photo sent in a chat appears for the other member; a failed removal brings the chat back', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const origin = baseURL as string
  const sender = await (await browser.newContext({ baseURL: origin })).newPage()
  const { name } = await signUpFresh(sender, 'Snapper')
  const sophie = await loggedIn(browser, origin, { email: premiumMember, password: demoPassword })
  const sophieProfile = (await me(sophie)).profile

  await gotoHydrated(sender, `/members/${sophieProfile.id}/chat`)
  const composer = sender.getByRole('textbox', { name: 'Your message' })
  await composer.fill('A photo from the beach for you')
  await composer.press('Enter')
  const ours = sender.locator('[data-message-side="mine"]')
  await expect(ours.locator('[data-message-status="sent"]')).toHaveCount(1)

  // Sophie has the chat open while the photo comes in.
  await gotoHydrated(sophie, '/chats')
  await sophie.locator(`[data-chat-item="${name}"]`).getByRole('link').click()
  await expect(sophie.getByText('A photo from the beach for you')).toBeVisible()

  const before = (await me(sender)).credits
  await sender.locator('[data-chat-photo-input]').setInputFiles(photoFile)
  await expect(sender.getByRole('img', { name: 'Photo to send' })).toBeVisible()
  await checkA11y(sender)
  await sender.getByRole('button', { name: /^Send photo \(\d+ credits\)$/ }).click()
  await expect(sender.getByRole('img', { name: 'Photo to send' })).toHaveCount(0)
  const sentPhoto = ours.filter({ has: sender.getByRole('img', { name: 'Your photo' }) })
  await expect(sentPhoto.locator('[data-message-status="read"]')).toBeVisible()
  await expectLoaded(sentPhoto.getByRole('img', { name: 'Your photo' }))
  const chat = (await (
    await sender.request.get(`/api/chat.php?profile_id=${sophieProfile.id}`)
  ).json()) as { prices: { photo: number } }
  expect((await me(sender)).credits).toBe(before - chat.prices.photo)

  // Live on Sophie's side, served to her and to nobody else.
  const received = sophie.getByRole('img', { name: `Photo from ${name}` })
  await expectLoaded(received)
  const source = (await received.getAttribute('src')) as string
  expect(source).toMatch(/^\/api\/chat-photo\.php\?id=\d+$/)
  const visitor = await browser.newContext({ baseURL: origin })
  expect((await visitor.request.get(source)).status()).toBe(404)
  await visitor.close()
  await checkA11y(sophie)

  // SPEC §4: removing (asked once) takes the chat away at once; when the api fails, it comes
  // back with an alert.
  await gotoHydrated(sender, '/chats')
  const item = sender.locator(`[data-chat-item="${sophieProfile.name}"]`)
  await expect(item).toBeVisible()
  await sender.route('**/api/chat.php', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: 'internal_error', message: 'Failed' } })
      : route.continue(),
  )
  const confirmRemoval = () =>
    sender.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click()
  await item.getByRole('button', { name: `Remove the chat with ${sophieProfile.name}` }).click()
  await confirmRemoval()
  await expect(item).toHaveCount(0)
  await expect(sender.getByText('The chat could not be removed. Please try again.')).toBeVisible({
    timeout: 15_000,
  })
  await expect(item).toBeVisible()
  await sender.unroute('**/api/chat.php')
  await item.getByRole('button', { name: `Remove the chat with ${sophieProfile.name}` }).click()
  await confirmRemoval()
  await expect(sender.getByText('No conversations yet')).toBeVisible()
  await sender.reload()
  await expect(sender.getByText('No conversations yet')).toBeVisible()

  await sender.context().close()
  await sophie.context().close()
})
