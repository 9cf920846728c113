import { type PushReceiver, startPushReceiver } from '@dating/push-receiver/receiver'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { ports } from '../../playwright.config.ts'
import {
  catalogue,
  catalogueText,
  followMailedLink,
  checkA11y,
  gotoHydrated,
  latestMail,
  mailLink,
  signUpFresh,
  uniqueEmail,
} from './helpers.ts'

// SPEC §7 and §4: the member turns push on at /notifications (POST /api/user.php?push=1), and a
// like, a match and a message from another member reach the push endpoint, encrypted for this
// browser and worded in the member's language. Headless Chromium has no push service of its
// own, so PushManager hands out a subscription on the tests' local push service, which checks
// the api's VAPID token and decrypts the payload as a real one would.

const german = catalogue('de')

let receiver: PushReceiver

test.beforeAll(async () => {
  receiver = await startPushReceiver(ports.push)
})
test.afterAll(async () => {
  await receiver?.close()
})

/** PushManager of this context answers with `subscription` (kept across page loads). */
async function pushServiceFor(context: BrowserContext, subscription: unknown) {
  await context.grantPermissions(['notifications'])
  await context.addInitScript((json) => {
    const key = 'e2e-push-subscribed'
    const fake = {
      endpoint: (json as { endpoint: string }).endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        window.localStorage.removeItem(key)
        return true
      },
    }
    PushManager.prototype.getSubscription = async () =>
      (window.localStorage.getItem(key) ? fake : null) as unknown as PushSubscription
    PushManager.prototype.subscribe = async () => {
      window.localStorage.setItem(key, '1')
      return fake as unknown as PushSubscription
    }
  }, subscription)
}

/** A fresh member, activated through the mailed link (others can only like active profiles). */
async function activatedMember(page: Page, label: string) {
  const member = await signUpFresh(page, label)
  await followMailedLink(
    page,
    mailLink(await latestMail(member.email, 'activation'), '/activate/done'),
  )
  await expect(page).toHaveURL(/\/activate\/done$/)
  const user = await (await page.request.get('/api/user.php')).json()
  return { ...member, profileId: user.user.profile.id as number }
}

test('a subscribed member gets pushes for a like and a message, in German', async ({
  page,
  browser,
}) => {
  test.slow()
  const subscriptionId = `e2e${Date.now().toString(36)}${test.info().project.name}`
  await pushServiceFor(page.context(), receiver.subscribe(subscriptionId))
  const anna = await activatedMember(page, 'pushanna')
  await page.request.put('/api/user.php', { data: { language: 'de' } })

  await gotoHydrated(page, '/notifications')
  const section = page.getByRole('region', { name: german['push.title'] })
  await expect(section.getByText(german['push.state.notSubscribed'] as string)).toBeVisible()
  await checkA11y(page)
  await section.getByRole('button', { name: german['push.enable'] }).click()
  await expect(section.getByText(german['push.state.subscribed'] as string)).toBeVisible()

  // Ben, in a browser of his own, likes Anna.
  const benContext = await browser.newContext()
  const benPage = await benContext.newPage()
  const ben = await signUpFresh(benPage, 'pushben')
  const liked = await benPage.request.post('/api/like.php', {
    data: { profile_id: anna.profileId },
  })
  expect(liked.status()).toBe(200)
  const like = await receiver.waitFor(
    (push) =>
      push.subscription === subscriptionId && (push.json as { kind: string }).kind === 'like',
    20_000,
  )
  expect(like.json).toMatchObject({
    title: catalogueText(german, 'push.like.title', { name: ben.name }),
    body: german['push.like.body'],
    lang: 'de',
  })

  const benUser = await (await benPage.request.get('/api/user.php')).json()
  expect((like.json as { url: string }).url).toBe(`/members/${benUser.user.profile.id}`)

  // A visitor writes to Anna from her profile: the first message is pushed too.
  const writerContext = await browser.newContext()
  const writer = await writerContext.newPage()
  const written = await writer.request.post('/api/signup.php', {
    data: {
      gender: 'male',
      looking_for: 'female',
      sensitive_consent: 'yes',
      date_of_birth: '1991-02-03',
      name: 'Carl',
      email: uniqueEmail('pushcarl'),
      password: 'Fresh-password-1',
      signup_message: 'Hallo Anna, Lust auf einen Kaffee?',
      target_profile_id: anna.profileId,
    },
  })
  expect(written.status()).toBe(201)
  const message = await receiver.waitFor(
    (push) =>
      push.subscription === subscriptionId && (push.json as { kind: string }).kind === 'message',
    20_000,
  )
  expect(message.json).toMatchObject({
    title: catalogueText(german, 'push.message.title', { name: 'Carl' }),
    body: 'Hallo Anna, Lust auf einen Kaffee?',
  })
  expect((message.json as { url: string }).url).toMatch(/^\/chats\/\d+$/)

  // Turning push off on this device forgets the subscription at the api. Anna's other device
  // stays subscribed: its push says when the api has sent what the next like brings.
  const otherDeviceId = `${subscriptionId}other`
  const otherDevice = await page.request.post('/api/user.php?push=1', {
    data: { subscription: receiver.subscribe(otherDeviceId) },
  })
  expect(otherDevice.status()).toBe(200)
  await gotoHydrated(page, '/notifications')
  await section.getByRole('button', { name: german['push.disable'] }).click()
  await expect(section.getByText(german['push.state.notSubscribed'] as string)).toBeVisible()
  const pushesToThisDevice = () =>
    receiver.received.filter((push) => push.subscription === subscriptionId).length
  const before = pushesToThisDevice()
  await benPage.request.delete('/api/like.php', { data: { profile_id: anna.profileId } })
  await benPage.request.post('/api/like.php', { data: { profile_id: anna.profileId } })
  await receiver.waitFor(
    (push) =>
      push.subscription === otherDeviceId && (push.json as { kind: string }).kind === 'like',
    20_000,
  )
  expect(pushesToThisDevice()).toBe(before)
  await benContext.close()
  await writerContext.close()
})
