import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, freeMember, login } from './helpers.ts'

type Summary = { id: number; image_count: number }
type Detail = { profile: { name: string; images: Array<{ locked: boolean; filename: string }> } }

test('a free member sees locked photos blurred with a premium hint', async ({ page }) => {
  await login(page, freeMember)
  const list = (await (await page.request.get('/api/members.php')).json()) as { results: Summary[] }
  let target: { id: number; detail: Detail } | null = null
  for (const summary of list.results.filter((profile) => profile.image_count > 1)) {
    const answer = await page.request.get(`/api/profile.php?id=${summary.id}`)
    const detail = (await answer.json()) as Detail
    if (detail.profile.images.some((image) => image.locked)) {
      target = { id: summary.id, detail }
      break
    }
  }
  expect(target, 'a profile with locked photos on the first members page').not.toBeNull()
  if (!target) return

  await page.goto(`/members/${target.id}`)
  const name = target.detail.profile.name
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  const photos = page.getByRole('list', { name: 'Photos' })
  const lockedCount = target.detail.profile.images.filter((image) => image.locked).length
  await expect(photos.getByRole('img', { name: /^Locked photo/ })).toHaveCount(lockedCount)
  await expect(photos.getByText('Premium photo')).toHaveCount(lockedCount)
  const lockedSrc = await photos
    .getByRole('img', { name: /^Locked photo/ })
    .first()
    .getAttribute('src')
  expect(lockedSrc).toMatch(/blurred/)
  await expect(
    page.getByText(`Become a Premium member to see all photos of ${name}.`),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Premium' })).toHaveAttribute(
    'href',
    '/premium',
  )
  await checkA11y(page)
})

test('a visitor can open a profile from the members grid', async ({ page }) => {
  await page.goto('/members')
  const firstCard = page.getByRole('main').getByRole('article').first().getByRole('link')
  const name = ((await firstCard.textContent()) ?? '').split(',')[0]?.trim() ?? ''
  await firstCard.click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  // Writing needs an account: the visitor's button leads to the signup with this profile.
  await expect(page.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    /^\/members\/\d+\/signup$/,
  )
  await checkA11y(page)
})
