import type { Locator, Page, TestInfo } from '@playwright/test'
import { waitForHydration } from '@dating/playwright-preset/pages'
import { expect, test } from '@dating/playwright-preset/test'
import {
  checkA11y,
  followMailedLink,
  freeMember,
  gotoHydrated,
  latestMail,
  login,
  mailLink,
  mainNavigation,
  premiumMember,
  signUpFresh,
} from './helpers.ts'

// Both projects share one database: the phone run plays the free member, the desktop run the
// premium member, so each finds its own untouched likes and swipe-game day.
function demoFor(testInfo: TestInfo) {
  return testInfo.project.name === 'phone'
    ? { email: freeMember, lookingFor: 'Woman' }
    : { email: premiumMember, lookingFor: 'Man' }
}

test.describe.configure({ mode: 'serial' })

const dialog = (page: Page) => page.getByRole('dialog')

/** The count of the navigation's new-likes badge (0 without a badge). */
async function newLikesBadge(page: Page): Promise<number> {
  const text = (await mainNavigation(page).getByRole('link', { name: /Likes/ }).textContent()) ?? ''
  return Number(/(\d+) new likes?/.exec(text)?.[1] ?? 0)
}

/** The name on a profile card ("Anna, 31" -> "Anna"). */
async function cardName(card: Locator): Promise<string> {
  const heading = (await card.getByRole('heading').textContent()) ?? ''
  return heading.split(',')[0]?.trim() ?? ''
}

/**
 * Clicks a like button and waits until the site's like action answered: a fetch to /like.data
 * once the button's code runs, or the form's own post to /like before it (both are the like).
 */
async function clickLike(page: Page, button: Locator) {
  await waitForHydration(page)
  await Promise.all([
    page.waitForResponse(
      (response) =>
        ['/like', '/like.data'].includes(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    ),
    button.click(),
  ])
}

async function closeMatchModalIfOpen(page: Page) {
  if (await dialog(page).isVisible()) {
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  }
}

test('the match finder suggests members, and a like from a profile shows under sent', async ({
  page,
}, testInfo) => {
  const demo = demoFor(testInfo)
  await login(page, demo.email)
  await page.goto('/match-finder')
  await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible()
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
  await page.getByLabel('Over 35 years').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  await page.getByLabel(demo.lookingFor, { exact: true }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: 'Show my suggestions' }).click()
  await expect(page).toHaveURL(/age=35plus/)
  await expect(page.getByRole('heading', { name: 'Suggestions for you' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(1)
  await checkA11y(page)

  const second = cards.nth(1)
  const secondName = await cardName(second)
  const secondHref = await second.getByRole('link').first().getAttribute('href')

  // Like the first suggestion right there (source match_finder).
  const firstName = await cardName(cards.first())
  const firstLike = cards.first().getByRole('button', { name: `Like ${firstName}` })
  await clickLike(page, firstLike)
  // Liked: the words say so (a filled heart beside them).
  await expect(
    cards.first().getByRole('button', { name: `Liked ${firstName}`, exact: true }),
  ).toBeVisible()
  await closeMatchModalIfOpen(page)

  // Open the second suggestion and like it on its profile page.
  await page.goto(secondHref ?? '/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(secondName)
  const like = page.getByRole('button', { name: `Like ${secondName}`, exact: true })
  await clickLike(page, like)
  const liked = page.getByRole('button', { name: `Liked ${secondName}`, exact: true })
  await expect(liked).toBeVisible()
  await closeMatchModalIfOpen(page)

  await page.goto('/likes/sent')
  const sent = page.getByRole('main').getByRole('article')
  await expect(sent.first().getByRole('heading')).toContainText(secondName)
  await expect(sent.nth(1).getByRole('heading')).toContainText(firstName)

  // Unliking asks first; kept, nothing changes; removed, it leaves the list after a reload.
  const likedCard = page.getByRole('button', { name: `Liked ${secondName}`, exact: true })
  await likedCard.click()
  const ask = dialog(page)
  await expect(
    ask.getByRole('heading', { name: `Remove your like for ${secondName}?` }),
  ).toBeVisible()
  await checkA11y(page)
  await ask.getByRole('button', { name: 'Keep like' }).click()
  await expect(ask).toBeHidden()
  await expect(likedCard).toBeVisible()
  await likedCard.click()
  await clickLike(page, ask.getByRole('button', { name: 'Remove like' }))
  await expect(page.getByRole('button', { name: `Like ${secondName}`, exact: true })).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('main').getByRole('article').first().getByRole('heading'),
  ).toContainText(firstName)
})

test('a like back makes a match and opens the match modal', async ({ page }, testInfo) => {
  await login(page, demoFor(testInfo).email)
  await page.goto('/likes')
  await expect(page).toHaveURL(/\/likes\/received$/)
  const badgeBefore = await newLikesBadge(page)
  expect(badgeBefore).toBeGreaterThan(0)
  const newLikes = page.getByRole('main').getByRole('article').filter({ hasText: 'New' })
  await expect(newLikes.first()).toBeVisible()

  const liker = newLikes.first()
  const name = await cardName(liker)
  await clickLike(page, liker.getByRole('button', { name: `Like back ${name}` }))

  const modal = dialog(page)
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('heading', { name: 'It’s a match!' })).toBeVisible()
  await expect(modal).toContainText(`You and ${name} like each other.`)
  await checkA11y(page)
  await modal.getByRole('button', { name: 'Start a conversation' }).click()
  await expect(modal.getByRole('heading', { name: `Say hello to ${name}` })).toBeVisible()
  const chatLink = modal.getByRole('link', { name: 'Write a message' })
  await expect(chatLink).toHaveAttribute('href', /^\/members\/\d+\/chat$/)
  const profileId = Number((await chatLink.getAttribute('href'))?.split('/')[2])
  // A click anywhere else closes it.
  await modal.getByText('A first message is the best way').click()
  await expect(modal).toBeHidden()

  await page.goto('/likes/matches')
  const match = page.getByRole('main').getByRole('article').filter({ hasText: name })
  await expect(match).toBeVisible()
  await match.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/likes/m/${profileId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `You and ${name} like each other`,
  )
  await expect(page.getByRole('link', { name: 'Write a message' })).toHaveAttribute(
    'href',
    `/members/${profileId}/chat`,
  )
  // Opening the match opened the liker's profile: its like is seen, the badge follows at once.
  await expect.poll(() => newLikesBadge(page)).toBe(badgeBefore - 1)

  await page.goto('/likes/received')
  await expect(
    page.getByRole('main').getByRole('article').filter({ hasText: name }),
  ).not.toContainText('New')
  expect(await newLikesBadge(page)).toBe(badgeBefore - 1)

  await page.goto('/likes/unknown')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
})

test('the t query opens the like modal and leaves the URL', async ({ page }, testInfo) => {
  await login(page, demoFor(testInfo).email)
  await page.goto('/likes/sent?t=1')
  const modal = dialog(page)
  await expect(modal).toBeVisible({ timeout: 5_000 })
  await expect(page).toHaveURL(/\/likes\/sent$/)
  const image = modal.getByRole('button', { name: /^Open the profile of / })
  const name = ((await image.getAttribute('aria-label')) ?? '').replace('Open the profile of ', '')
  await image.click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
})

test('the fifth swipe-game like of a day is refused with a clear message', async ({
  page,
}, testInfo) => {
  await login(page, demoFor(testInfo).email)
  await page.goto('/swipe-game')
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible()
  // The cookie question is answered once; the game's first screen is what comes after it.
  await page.getByRole('button', { name: 'Only necessary' }).click()
  const status = page.getByRole('status').filter({ hasText: /left today/ })
  await expect(status).toHaveText(/4 likes left today/)

  // As on the lander's deck: the card first with the name on it, the buttons under it, all in
  // the first screen.
  const card = page.getByRole('main').getByRole('article')
  await expect(card.getByRole('heading')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeInViewport()
  const [cardBox, likeBox] = await Promise.all([
    card.boundingBox(),
    page.getByRole('button', { name: 'Like', exact: true }).boundingBox(),
  ])
  expect(likeBox?.y ?? 0).toBeGreaterThan(cardBox?.y ?? 0)

  // A pass deals the next card.
  const firstCard = (await card.getByRole('heading').textContent()) ?? ''
  await page.getByRole('button', { name: 'Pass' }).click()
  await expect(card.getByRole('heading')).not.toHaveText(firstCard)

  for (const left of ['3 likes left today', '2 likes left today', '1 like left today']) {
    await page.getByRole('button', { name: 'Like', exact: true }).click()
    await expect(status).toHaveText(new RegExp(left))
    await closeMatchModalIfOpen(page)
  }
  // The keyboard plays too: the right arrow likes.
  await page.keyboard.press('ArrowRight')
  await expect(status).toHaveText(/No likes left today/)
  await closeMatchModalIfOpen(page)
  const spent = 'You have used your 4 likes for today. Come back tomorrow for new ones.'
  await expect(page.getByRole('main').getByText(spent)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeDisabled()
  await checkA11y(page)

  // The api refuses a fifth like whatever the page shows.
  const href = await card.getByRole('link').first().getAttribute('href')
  const answer = await page.request.post('/api/swipe-game.php', {
    data: { profile_id: Number(href?.split('/').pop()), action: 'like' },
  })
  expect(answer.status()).toBe(429)
  expect(await answer.json()).toEqual({ error: 'daily_like_limit', message: spent })
  await page.reload()
  await expect(page.getByRole('main').getByText(spent)).toBeVisible()
})

/** A fresh member, activated by the mailed link, and their profile id. */
async function activatedMember(page: Page, label: string) {
  const member = await signUpFresh(page, label)
  await followMailedLink(
    page,
    mailLink(await latestMail(member.email, 'activation'), '/activate/done'),
  )
  await expect(page).toHaveURL(/\/activate\/done$/)
  const user = (await (await page.request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } }
  }
  return { ...member, profileId: user.user.profile.id }
}

test('a match shows to both members, the other one through the live stream', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one run of the journey is enough')
  test.slow()
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const anna = await activatedMember(page, 'matcha')
  const ben = await activatedMember(otherPage, 'matchb')
  // Ben liked Anna before; he waits on a page with the live stream open.
  const liked = await otherPage.request.post('/api/like.php', {
    data: { profile_id: anna.profileId },
  })
  expect(liked.status()).toBe(200)
  const stream = otherPage.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/live.php'),
  )
  await gotoHydrated(otherPage, '/likes/sent')
  await stream

  await gotoHydrated(page, `/members/${ben.profileId}`)
  await clickLike(
    page,
    page
      .getByRole('button', { name: `Like back ${ben.name}` })
      .or(page.getByRole('button', { name: `Like ${ben.name}`, exact: true })),
  )
  await expect(dialog(page).getByRole('heading', { name: 'It’s a match!' })).toBeVisible()
  await expect(dialog(page)).toContainText(`You and ${ben.name} like each other.`)
  // Ben did nothing on his page: the stream brought the match.
  await expect(dialog(otherPage).getByRole('heading', { name: 'It’s a match!' })).toBeVisible()
  await expect(dialog(otherPage)).toContainText(`You and ${anna.name} like each other.`)
  await other.close()
})
