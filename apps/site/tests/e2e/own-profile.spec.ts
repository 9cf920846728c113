import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, freeMember, login } from './helpers.ts'

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url))

test.describe.configure({ mode: 'serial' })

const photoList = (page: Page) => page.getByRole('list', { name: 'Your photos' })

async function upload(page: Page, file: string) {
  await page.getByLabel('Choose a photo').setInputFiles(fixture(file))
  await page.getByRole('button', { name: 'Upload photo' }).click()
}

/** Starts from no photos at all, whatever earlier runs left. */
async function deleteAllPhotos(page: Page) {
  const deleteButtons = photoList(page).getByRole('button', { name: /^Delete: photo/ })
  while ((await photoList(page).count()) > 0 && (await deleteButtons.count()) > 0) {
    const before = await deleteButtons.count()
    await deleteButtons.first().click()
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('The photo has been deleted.')).toBeVisible()
    if (before === 1) break
    await expect(deleteButtons).toHaveCount(before - 1)
  }
  await expect(page.getByText('You have not added any photos yet.')).toBeVisible()
}

test('a free member edits the profile: regions follow the country, errors are shown', async ({
  page,
}) => {
  await login(page, freeMember)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await checkA11y(page)

  await page.getByLabel('Country').selectOption('NL')
  // Named as the Netherlands names its regions.
  const region = page.getByLabel('Province')
  await expect(region).toBeVisible()
  await region.selectOption({ label: 'Utrecht' })
  await page.getByLabel('Height in centimetres').fill('20')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Please correct the marked fields.')).toBeVisible()
  await expect(page.getByText('Enter a height between 120 and 230 cm.')).toBeVisible()

  await page.getByLabel('Height in centimetres').fill('181')
  await page.getByRole('checkbox', { name: 'Photography' }).check()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Country')).toHaveValue('NL')
  await expect(page.getByLabel('Province')).toHaveValue('NL-UT')
  await expect(page.getByLabel('Height in centimetres')).toHaveValue('181')
  await expect(page.getByRole('checkbox', { name: 'Photography' })).toBeChecked()
})

test('a free member uploads three photos, no fourth and no non-image, and picks the main one', async ({
  page,
  browser,
}) => {
  await login(page, freeMember)
  await page.goto('/profile')
  await deleteAllPhotos(page)

  // Without a main image the other pages ask for a photo, until dismissed.
  await page.goto('/members')
  const alert = page.getByText('Add a profile photo so other members can see who you are.')
  await expect(alert).toBeVisible()
  await page.getByRole('button', { name: 'Hide this message' }).click()
  await expect(alert).toBeHidden()
  expect(
    Number(await page.evaluate(() => localStorage.getItem('hide-enrich-alert'))),
  ).toBeGreaterThan(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(alert).toBeHidden()
  await page.evaluate(() => localStorage.removeItem('hide-enrich-alert'))

  await page.goto('/profile')
  await upload(page, 'photo-1.jpg')
  await expect(page.getByText('Your photo has been added.')).toBeVisible()
  await expect(page.getByText('1 of 3 photos')).toBeVisible()

  await upload(page, 'not-a-photo.jpg')
  await expect(
    page.getByText(
      'This file is not a photo. Please upload a JPEG, PNG, WebP, GIF or HEIC picture.',
    ),
  ).toBeVisible()
  await expect(page.getByText('1 of 3 photos')).toBeVisible()

  await upload(page, 'photo-2.png')
  await expect(page.getByText('2 of 3 photos')).toBeVisible()
  await upload(page, 'photo-3.jpg')
  await expect(page.getByText('3 of 3 photos')).toBeVisible()

  await upload(page, 'photo-4.png')
  await expect(
    page.getByText(
      'You can have up to 3 photos as a free member. Premium members can upload up to 25 photos.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Premium' })).toBeVisible()
  await expect(photoList(page).getByRole('listitem')).toHaveCount(3)

  // The first upload became the main photo; now the second one takes over.
  await expect(
    photoList(page).getByRole('listitem').nth(0).getByText('Main photo', { exact: true }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Make main photo: photo 2' }).click()
  await expect(page.getByText('Your main photo has been changed.')).toBeVisible()
  await expect(
    photoList(page).getByRole('listitem').nth(1).getByText('Main photo', { exact: true }),
  ).toBeVisible()
  await expect(
    photoList(page).getByRole('listitem').nth(0).getByText('Main photo', { exact: true }),
  ).toHaveCount(0)
  await checkA11y(page)

  // With a main image the alert stays away.
  await page.goto('/members')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(alert).toBeHidden()

  // Others see the new main photo sharp: it is the member's free picture.
  const own = (await (await page.request.get('/api/own-profile.php')).json()) as {
    profile: { id: number; images: Array<{ main: boolean; free: boolean; filename: string }> }
  }
  const main = own.profile.images.find((image) => image.main)
  expect(main?.free).toBe(true)
  const visitor = await browser.newContext()
  const shown = await visitor.request.get(
    new URL(`/api/profile.php?id=${own.profile.id}`, page.url()).href,
  )
  const { profile } = (await shown.json()) as { profile: { main_image: { filename: string } } }
  expect(profile.main_image.filename).toBe(main?.filename)
  await visitor.close()
})
