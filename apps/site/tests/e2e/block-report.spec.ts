import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, demoPassword, freeMember, loggedIn, login, premiumMember } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

type Summary = { id: number; name: string }

async function me(page: Page): Promise<Summary> {
  const { user } = (await (await page.request.get('/api/user.php')).json()) as {
    user: { profile: Summary }
  }
  return user.profile
}

async function likeIds(page: Page) {
  const likes = (await (await page.request.get('/api/likes.php')).json()) as {
    profiles: Summary[]
    liked_by: Array<{ profile: Summary }>
  }
  return [...likes.profiles.map((p) => p.id), ...likes.liked_by.map((like) => like.profile.id)]
}

async function chatIds(page: Page) {
  const { chats } = (await (await page.request.get('/api/chats.php')).json()) as {
    chats: Array<{ profile: Summary }>
  }
  return chats.map((chat) => chat.profile.id)
}

async function blockFromProfile(page: Page, profile: Summary) {
  await page.goto(`/members/${profile.id}`)
  await page.getByRole('button', { name: `More options for ${profile.name}` }).click()
  await page.getByRole('menuitem', { name: 'Block' }).click()
  const dialog = page.getByRole('dialog', { name: `Block ${profile.name}?` })
  await expect(dialog).toBeVisible()
  await checkA11y(page)
  await dialog.getByRole('button', { name: `Block ${profile.name}` }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(page.getByText(`You blocked ${profile.name}.`)).toBeVisible()
}

async function unblockInSettings(page: Page, profile: Summary) {
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const blockedSection = page.getByRole('region', { name: 'Blocked members' })
  await expect(blockedSection.getByText(profile.name, { exact: true })).toBeVisible()
  await checkA11y(page)
  await blockedSection.getByRole('button', { name: `Unblock: ${profile.name}` }).click()
  await expect(page.getByText(`You unblocked ${profile.name}.`)).toBeVisible()
  await expect(blockedSection.getByText(profile.name, { exact: true })).toHaveCount(0)
}

test('a report with a reason goes to moderation', async ({ page }) => {
  await login(page, freeMember)
  const list = (await (await page.request.get('/api/members.php')).json()) as {
    results: Summary[]
  }
  const target = list.results[0] as Summary
  await page.goto(`/members/${target.id}`)
  await page.getByRole('button', { name: `More options for ${target.name}` }).click()
  await page.getByRole('menuitem', { name: 'Report' }).click()
  const dialog = page.getByRole('dialog', { name: `Report ${target.name}` })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Please choose a reason for your report.')).toBeVisible()
  await dialog.getByLabel('Reason').selectOption({ label: 'Fake profile' })
  await dialog.getByLabel('What happened? (optional)').fill('The photos belong to a model.')
  await checkA11y(page)
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Thank you. Our moderators will review your report.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
})

test('after a block the two lose their likes and chats, and the blocked member gets 404', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, freeMember)
  const origin = new URL(page.url()).origin
  const premiumPage = await loggedIn(browser, origin, {
    email: premiumMember,
    password: demoPassword,
  })
  const free = await me(page)
  const premium = await me(premiumPage)

  // A clean start, whatever an earlier run left behind.
  for (const [blocker, blocked] of [
    [page, premium],
    [premiumPage, free],
  ] as const) {
    await blocker.request.delete('/api/block.php', {
      data: { profile_id: blocked.id },
      headers: { origin },
    })
  }

  // A like each way, so there is something to lose.
  for (const [liker, liked] of [
    [page, premium],
    [premiumPage, free],
  ] as const) {
    const answer = await liker.request.post('/api/like.php', {
      data: { profile_id: liked.id, source: 'profile' },
      headers: { origin },
    })
    expect(answer.status()).toBeLessThan(300)
  }
  expect(await likeIds(premiumPage)).toContain(free.id)

  await blockFromProfile(page, premium)
  expect(await likeIds(page)).not.toContain(premium.id)
  expect(await likeIds(premiumPage)).not.toContain(free.id)
  // The blocked member meets a 404 on the blocker's profile, and so does the blocker.
  const response = await premiumPage.goto(`/members/${free.id}`)
  expect(response?.status()).toBe(404)
  await expect(premiumPage.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  expect((await page.goto(`/members/${premium.id}`))?.status()).toBe(404)

  // A conversation disappears with the block too. Each project takes a chat of its own
  // member, so one run on a fresh database finds one for each.
  const chatOwner = testInfo.project.name === 'phone' ? page : premiumPage
  const [chatPartnerId] = await chatIds(chatOwner)
  expect(chatPartnerId, 'the demo member has a conversation').toBeDefined()
  const partner = (
    (await (await chatOwner.request.get(`/api/profile.php?id=${chatPartnerId}`)).json()) as {
      profile: Summary
    }
  ).profile
  await blockFromProfile(chatOwner, partner)
  expect(await chatIds(chatOwner)).not.toContain(partner.id)

  // The settings list the blocked members; unblocking brings the profiles back, not the chats
  // or likes.
  await unblockInSettings(page, premium)
  await unblockInSettings(chatOwner, partner)
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible()
  expect((await premiumPage.goto(`/members/${free.id}`))?.status()).toBe(200)
  expect(await chatIds(chatOwner)).not.toContain(partner.id)
  await premiumPage.context().close()
})
