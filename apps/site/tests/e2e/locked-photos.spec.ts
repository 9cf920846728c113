import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { freeMember, login, premiumMember } from './helpers.ts'

type Image = { filename: string; thumb_filename: string; match: string; locked: boolean }
type Detail = { profile: { id: number; name: string; images: Image[] } }

const variants = ['original', 'main', 'thumb', 'match', 'blurred'] as const

/** The storage folder of a media path: `images/…/<variant>.webp` without the file. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'))

/** A profile of the first members page with at least one photo locked for this viewer. */
async function profileWithLockedPhoto(page: Page): Promise<Detail> {
  const list = (await (await page.request.get('/api/members.php')).json()) as {
    results: Array<{ id: number; image_count: number }>
  }
  for (const summary of list.results.filter((profile) => profile.image_count > 1)) {
    const detail = (await (
      await page.request.get(`/api/profile.php?id=${summary.id}`)
    ).json()) as Detail
    if (detail.profile.images.some((image) => image.locked)) return detail
  }
  throw new Error('No profile with a locked photo on the first members page')
}

/** Every /media URL the page's markup names: img src and srcset, links, inline styles. */
async function mediaUrlsOf(page: Page): Promise<string[]> {
  const html = await page.content()
  const found = html.match(/\/media\/[A-Za-z0-9._/-]+/g) ?? []
  return [...new Set(found)]
}

test('a free member never gets the original of a locked photo', async ({ page, browser }) => {
  await login(page, freeMember)
  const { profile } = await profileWithLockedPhoto(page)
  const lockedFolders = new Set(
    profile.images.filter((image) => image.locked).map((image) => folderOf(image.filename)),
  )

  await page.goto(`/members/${profile.id}`)
  const photos = page.getByRole('list', { name: 'Photos' })
  await expect(photos.getByRole('img', { name: /^Locked photo/ }).first()).toBeVisible()
  await expect(photos.getByText('Premium photo').first()).toBeVisible()

  // Every media URL in the page is served to the free member, and for locked photos it is
  // the blurred file only.
  const urls = await mediaUrlsOf(page)
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    const path = url.slice('/media/'.length)
    if (lockedFolders.has(folderOf(path))) expect(path).toMatch(/\/blurred\.webp$/)
    const response = await page.request.get(url)
    expect(response.status(), url).toBe(200)
  }

  // The other files of a locked photo are refused, whatever variant is guessed.
  for (const folder of lockedFolders) {
    for (const variant of variants.filter((name) => name !== 'blurred')) {
      const response = await page.request.get(`/media/${folder}/${variant}.webp`)
      expect(response.status(), `${folder}/${variant}`).toBe(403)
      expect(response.headers()['content-type']).toContain('application/json')
    }
  }

  // The premium member sees the same photo sharp, and that URL still refuses the free member.
  const premiumContext = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const premiumPage = await premiumContext.newPage()
  await login(premiumPage, premiumMember)
  const seenByPremium = (await (
    await premiumPage.request.get(`/api/profile.php?id=${profile.id}`)
  ).json()) as Detail
  const sharp = seenByPremium.profile.images.find((image) =>
    lockedFolders.has(folderOf(image.filename)),
  )
  expect(sharp?.locked).toBe(false)
  expect(sharp?.filename).toMatch(/\/main\.webp$/)
  const premiumAnswer = await premiumPage.request.get(`/media/${sharp?.filename}`)
  expect(premiumAnswer.status()).toBe(200)
  expect(premiumAnswer.headers()['cache-control']).toBe('private, no-store')
  const freeAnswer = await page.request.get(`/media/${sharp?.filename}`)
  expect(freeAnswer.status()).toBe(403)
  await premiumPage.goto(`/members/${profile.id}`)
  await expect(
    premiumPage.getByRole('list', { name: 'Photos' }).getByRole('img', { name: /^Locked photo/ }),
  ).toHaveCount(0)
  await premiumContext.close()

  // A visitor with the shared link gets nothing either.
  const visitor = await browser.newContext()
  const answer = await visitor.request.get(new URL(`/media/${sharp?.filename}`, page.url()).href)
  expect(answer.status()).toBe(403)
  await visitor.close()
})
