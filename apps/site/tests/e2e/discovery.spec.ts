import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, gotoHydrated, uniqueEmail } from './helpers.ts'

const london = { lat: 51.5074, lon: -0.1278 }

/** A new man looking for women, logged in in the page's context, placed in London. */
async function newManLookingForWomen(page: Page): Promise<void> {
  const signup = await page.request.post('/api/signup.php', {
    data: {
      gender: 'male',
      looking_for: 'female',
      sensitive_consent: 'yes',
      date_of_birth: '1991-03-02',
      name: `Discoverer ${Math.random().toString(36).slice(2, 6)}`,
      email: uniqueEmail('discovery'),
      password: 'Fresh-password-1',
    },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  // The location option of /notifications: the api names the town and keeps its centre.
  const located = await page.request.put('/api/location.php', { data: london })
  expect(located.status(), await located.text()).toBe(200)
}

/** The kilometres each card of the first results shows, in order, with whether it has a photo. */
async function cardsShown(page: Page) {
  const cards = page.getByRole('main').getByRole('list').first().getByRole('article')
  await expect(cards.first()).toBeVisible()
  return cards.evaluateAll((articles) =>
    articles.map((article) => ({
      km: Number(
        (article.querySelector('[data-testid="profile-card-distance"]')?.textContent ?? '')
          .replace(/[^\d]/g, '')
          .trim() || Number.NaN,
      ),
      photo: article.querySelector('img') !== null,
    })),
  )
}

test('a new member looking for women sees women nearest first, with photos and a distance', async ({
  page,
}) => {
  await newManLookingForWomen(page)
  await gotoHydrated(page, '/members')
  const filters = page.getByRole('form', { name: 'Search filters' })
  await expect(filters.getByLabel('Looking for')).toHaveValue('female')
  await expect(filters.getByLabel('Country')).toHaveValue('GB')
  await expect(filters.getByLabel('Distance')).toHaveValue('100')

  const cards = await cardsShown(page)
  expect(cards.length).toBeGreaterThan(0)
  for (const card of cards) expect(card.km).toBeGreaterThan(0)
  // Members with a photo come first, and among them the nearest first.
  const withPhoto = cards.filter((card) => card.photo)
  expect(cards.slice(0, withPhoto.length).every((card) => card.photo)).toBe(true)
  const distances = withPhoto.map((card) => card.km)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  expect(distances.at(-1)).toBeLessThanOrEqual(100)
  await checkA11y(page)

  // Everyone is one choice away: the card count grows without the radius.
  await filters.getByLabel('Distance').selectOption('')
  await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=GB$/)
})

test('the photo viewer opens full screen and goes through the photos by swipe and keys', async ({
  page,
}) => {
  await newManLookingForWomen(page)
  const list = (await (await page.request.get('/api/members.php?gender=female')).json()) as {
    results: { id: number; name: string; image_count: number }[]
  }
  const profile = list.results.find((card) => card.image_count >= 3)
  if (!profile) throw new Error('No profile with three photos on the first page')
  await gotoHydrated(page, `/members/${profile.id}`)
  await page.getByRole('button', { name: `Photo 1 of ${profile.name}` }).click()
  const viewer = page.getByRole('dialog', { name: `Photos of ${profile.name}` })
  await expect(viewer).toBeVisible()
  const count = profile.image_count
  await expect(viewer.getByText(`1 of ${count}`)).toBeVisible()

  // A swipe to the left shows the next photo.
  const stage = viewer.getByRole('img').first()
  const box = await stage.boundingBox()
  if (!box) throw new Error('The photo has no box')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
  await page.mouse.up()
  await expect(viewer.getByText(`2 of ${count}`)).toBeVisible()

  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(`3 of ${count}`)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByText(`2 of ${count}`)).toBeVisible()
  // A photo only premium members see stays blurred in the viewer, with its label.
  for (let step = 0; step < count; step += 1) {
    if (await viewer.getByText('Premium photo').isVisible()) break
    await page.keyboard.press('ArrowRight')
  }
  const locked = viewer.getByText('Premium photo')
  if ((await locked.count()) > 0) {
    await expect(viewer.getByRole('img', { name: /^Locked photo/ })).toHaveAttribute(
      'src',
      /blurred\.webp$/,
    )
  }
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
})
