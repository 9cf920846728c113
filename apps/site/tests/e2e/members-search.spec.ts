import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { catalogue, checkA11y, gotoHydrated, profileCardLinks } from './helpers.ts'

const pageSize = 24

const countText = (page: Page) => page.getByTestId('members-count')

/** The number in "1,234 members found" (or "10,000+ members found"). */
async function count(page: Page): Promise<number> {
  const text = (await countText(page).textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

async function firstCardName(page: Page): Promise<string> {
  return (await profileCardLinks(page).first().textContent()) ?? ''
}

test.describe('members search', () => {
  test('filters narrow the results, the region is named as the country names it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/members')
    const everyone = await count(page)
    expect(everyone).toBeGreaterThan(pageSize)

    const filters = page.getByRole('form', { name: 'Search filters' })
    await filters.getByLabel('Looking for').selectOption('female')
    await filters.getByLabel('Country').selectOption('NL')
    // The Netherlands has provinces, Germany states.
    await expect(filters.getByLabel('Province')).toBeVisible()
    await filters.getByLabel('Country').selectOption('DE')
    await expect(filters.getByLabel('State')).toBeVisible()
    await filters.getByLabel('Country').selectOption('NL')
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/members\?gender=female&country=NL$/)
    // The URL changes before the new results are in.
    await expect.poll(() => count(page)).toBeLessThan(everyone)
    const women = await count(page)
    expect(women).toBeGreaterThan(0)

    await filters.getByLabel('From age').fill('30')
    await filters.getByLabel('To age').fill('45')
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/min_age=30&max_age=45/)
    await expect.poll(() => count(page)).toBeLessThan(women)
    await checkA11y(page)
  })

  test("'Show more' appends the next page and clearing resets", async ({ page }) => {
    await page.goto('/members?gender=male')
    const men = await count(page)
    await expect(profileCardLinks(page)).toHaveCount(pageSize)
    const first = await firstCardName(page)

    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(page).toHaveURL(/\/members\?gender=male&page=2$/)
    await expect(profileCardLinks(page)).toHaveCount(Math.min(men, 2 * pageSize))
    expect(await firstCardName(page)).toBe(first)
    const names = await profileCardLinks(page).allTextContents()
    expect(new Set(names.map((name, index) => `${name}#${index}`)).size).toBe(names.length)

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(profileCardLinks(page)).toHaveCount(pageSize)
    await expect(
      page.getByRole('form', { name: 'Search filters' }).getByLabel('Looking for'),
    ).toHaveValue('')
    expect(await count(page)).toBeGreaterThan(men)
  })

  test('an impossible filter shows the no-results message and similar profiles', async ({
    page,
  }) => {
    await gotoHydrated(page, '/members')
    const filters = page.getByRole('form', { name: 'Search filters' })
    await filters.getByLabel('Country').selectOption('NL')
    await filters.getByLabel('Province').selectOption('NL-UT')
    await filters.getByLabel('From age').fill('99')
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/countryregion=NL-UT&min_age=99/)
    await expect(page.getByText('No members matched your search criteria.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Members you might also like' })).toBeVisible()
    await checkA11y(page)
  })

  test('a maximum age below the minimum is explained beside the field', async ({ page }) => {
    await page.goto('/members?min_age=40&max_age=30')
    await expect(
      page.getByText('The maximum age cannot be lower than the minimum age.'),
    ).toBeVisible()
    await expect(page.getByLabel('From age')).toHaveValue('40')
    await expect(page.getByLabel('To age')).toHaveValue('30')
    await expect(page.getByLabel('To age')).toHaveAttribute('aria-invalid', 'true')
    await checkA11y(page)
  })

  test('the back button restores the previous search', async ({ page }) => {
    await page.goto('/members?gender=female&country=DE')
    const germanWomen = await count(page)
    const filters = page.getByRole('form', { name: 'Search filters' })
    await filters.getByLabel('Looking for').selectOption('male')
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/gender=male&country=DE$/)
    await page.goBack()
    await expect(page).toHaveURL(/gender=female&country=DE$/)
    await expect(filters.getByLabel('Looking for')).toHaveValue('female')
    await expect.poll(() => count(page)).toBe(germanWomen)
  })
})

test.describe('members search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared ?page=2 link renders pages 1 and 2, and the form still searches', async ({
    page,
  }) => {
    await page.goto('/members?page=2')
    await expect(profileCardLinks(page)).toHaveCount(2 * pageSize)
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute(
      'href',
      '/members?page=3',
    )
    await page
      .getByRole('form', { name: 'Search filters' })
      .getByLabel('Looking for')
      .selectOption('female')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/gender=female/)
    await expect(profileCardLinks(page)).toHaveCount(pageSize)
  })
})

test('visitors of a brand with basic search use the quick search; tracked visitors get all of it', async ({
  page,
  context,
  baseURL,
}) => {
  const de = catalogue('de')
  const origin = (path: string) => `http://de.localhost:${new URL(baseURL ?? '').port}${path}`
  // Herzklopfen: logged_out_search 'basic', logged_out_search_trafficsource 'all'.
  await page.goto(origin('/members?gender=female'))
  await expect(page.getByText(de['members.basicSearch'] as string)).toBeVisible()
  await expect(
    page
      .getByRole('form', { name: de['search.filters'] })
      .getByLabel(de['search.lookingFor'] as string),
  ).toHaveValue('female')
  await checkA11y(page)

  await page.goto(origin('/members?network=partner&sub1=spring'))
  // Nothing is stored before the visitor allows it in the cookie banner (decision 059).
  expect((await context.cookies(origin('/'))).map((cookie) => cookie.name)).not.toContain(
    'tracking',
  )
  await page
    .getByRole('region', { name: de['cookies.banner.title'] as string })
    .getByRole('button', { name: de['cookies.banner.accept'] as string })
    .click()
  await expect(page).toHaveURL(/network=partner/)
  const cookies = await context.cookies(origin('/'))
  expect(cookies.find((cookie) => cookie.name === 'tracking')?.value).toBe(
    'network%3Dpartner%26sub1%3Dspring',
  )
  await expect(page.getByRole('form', { name: de['search.filters'] })).toBeVisible()
  await expect(page.getByText(de['members.basicSearch'] as string)).toHaveCount(0)
  // Stored at start: later pages without the query still count as tracked.
  await page.goto(origin('/members'))
  const filters = page.getByRole('form', { name: de['search.filters'] })
  await expect(filters).toBeVisible()
  // search_fields of Herzklopfen leave the region out: no Bundesland after choosing Germany.
  await filters.getByLabel(de['search.country'] as string, { exact: true }).selectOption('DE')
  await expect(filters.getByLabel(de['search.lookingFor'] as string)).toBeVisible()
  await expect(filters.getByLabel(de['region.kind.state'] as string)).toHaveCount(0)
})
