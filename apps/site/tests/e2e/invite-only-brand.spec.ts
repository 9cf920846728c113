import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { catalogue, catalogueText, checkA11y, gotoHydrated, profileCardLinks } from './helpers.ts'

// Herzklopfen (de.localhost): signups 'with_trafficsource', logged_out_search 'basic'. A visitor
// without a partner link searches by the quick search's filters and, asking to sign up, learns
// how to join, where to look around instead (decision 081) and which sister brand takes anyone
// (decision 084).
const de = catalogue('de')

async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('members-count').textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

test('a visitor of the invitation-only brand searches with filters and is told how to join', async ({
  page,
  baseURL,
}) => {
  const origin = (path: string) => `http://de.localhost:${new URL(baseURL ?? '').port}${path}`
  await gotoHydrated(page, origin('/members'))
  const everyone = await count(page)
  expect(everyone).toBeGreaterThan(0)

  await gotoHydrated(page, origin('/'))
  const quick = page.getByRole('form', { name: de['search.filters'] })
  await quick.getByLabel(de['search.lookingFor'] as string).selectOption('female')
  await quick.getByLabel(de['search.country'] as string, { exact: true }).selectOption('DE')
  await quick.getByRole('button', { name: de['home.searchSubmit'] }).click()
  await expect(page).toHaveURL(/\/members\?gender=female&country=DE$/)
  await expect.poll(() => count(page)).toBeLessThan(everyone)
  await expect(profileCardLinks(page).first()).toBeVisible()
  // The filters stay in the form, beside a hint at what logging in adds.
  const filters = page.getByRole('form', { name: de['search.filters'] })
  await expect(filters.getByLabel(de['search.lookingFor'] as string)).toHaveValue('female')
  await expect(filters.getByLabel(de['search.country'] as string, { exact: true })).toHaveValue(
    'DE',
  )
  await expect(page.getByText(de['members.basicSearch'] as string)).toBeVisible()
  await checkA11y(page)

  await page.getByRole('link', { name: de['signup.cta'] }).first().click()
  const notice = page.getByRole('heading', { name: de['signup.inviteOnly.title'] })
  await expect(notice).toBeVisible()
  await expect(
    page.getByText(catalogueText(de, 'signup.inviteOnly.text', { brand: 'Herzklopfen' })),
  ).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
  // The seed names Flirtwave as Herzklopfen's sister brand, which takes anyone (decision 084).
  await expect(
    page.getByRole('link', {
      name: catalogueText(de, 'signup.inviteOnly.sister', { brand: 'Flirtwave' }),
    }),
  ).toHaveAttribute('href', `http://localhost:${new URL(baseURL ?? '').port}/signup`)
  await checkA11y(page)
  await page.getByRole('link', { name: de['signup.inviteOnly.browse'] }).click()
  await expect(page).toHaveURL(/\/members$/)
  await expect(profileCardLinks(page).first()).toBeVisible()
})
