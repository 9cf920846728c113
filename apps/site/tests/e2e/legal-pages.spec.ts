import { expectNoWcagViolations } from '@dating/playwright-preset/axe'
import { expect, test } from '@dating/playwright-preset/test'
import { landersUrl, ports } from '../../playwright.config.ts'
import { catalogue, latestMail, setLocaleCookie, uniqueEmail } from './helpers.ts'

const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const
const legalPages = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'faq',
  'return-policy',
  'service',
  'imprint',
] as const
// The seeded company behind both brands (apps/api/src/seed/brands.ts).
const company = { name: 'Heartline Media B.V.', kvk: '81234567', phone: '+442038681123' }

test('every footer link of the site and the landers opens a real page', async ({ page }) => {
  for (const start of ['/', `${landersUrl}/landers/tinderswipe`]) {
    await page.goto(start)
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    // SPEC §2's nine footer links, and the imprint.
    expect(hrefs.length, start).toBeGreaterThanOrEqual(10)
    for (const href of hrefs) {
      const response = await page.request.get(href)
      expect(response.status(), `${href} (footer of ${start})`).toBe(200)
    }
  }
})

test('American visitors read the US wording', async ({ request }) => {
  const html = await (
    await request.get('/pages/terms', { headers: { 'cf-ipcountry': 'US' } })
  ).text()
  expect(html).toContain('Terms of Service')
  expect(await (await request.get('/pages/terms')).text()).toContain('Terms and conditions')
})

test('the German brand offers only its languages', async ({ page }) => {
  await page.goto(`http://de.localhost:${ports.site}/lang-config`)
  const offered = await page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))
  expect(offered).toEqual(['da', 'de', 'en', 'nl', 'pl'])
})

test('a logged-out visitor’s complaint reaches moderation and mails a receipt', async ({
  page,
}) => {
  const email = uniqueEmail('complaint')
  await page.goto('/members')
  const profileHref = await page.locator('main a[href^="/members/"]').first().getAttribute('href')
  await page.goto('/complaints')
  await page.getByLabel('What is the problem?').selectOption('harassment')
  await page
    .getByLabel('Address of the profile or content')
    .fill(`http://localhost:${ports.site}${profileHref}`)
  await page
    .getByLabel('Why is it illegal or against our terms?')
    .fill('This profile sends threatening messages to other members.')
  await page.getByLabel('Your name').fill('Erin Visitor')
  await page.getByLabel('Your email address').fill(email)
  await page.getByLabel(/I confirm in good faith/).check()
  await page.getByRole('button', { name: 'Send notice' }).click()
  await expect(page.getByRole('status')).toContainText(`emailed a confirmation to ${email}`)
  const receipt = await latestMail(email, 'complaint_receipt')
  expect(receipt.text).toContain('Harassment')
})

// The sweep runs once, on the phone (375 px): one load of each page in each locale.
for (const locale of locales) {
  test(`legal and info pages in ${locale}: company data and no WCAG violations`, async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the sweep runs at 375 px only')
    await setLocaleCookie(context, locale)
    const messages = catalogue(locale)
    for (const path of [
      ...legalPages.map((token) => `/pages/${token}`),
      '/complaints',
      '/lang-config',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      if (path.startsWith('/pages/')) {
        const details = page.getByRole('main').locator('address')
        await expect(details).toContainText(company.name)
        await expect(details).toContainText(company.kvk)
        await expect(details).toContainText(company.phone)
      }
      if (path === '/complaints') {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          messages['complaints.title'] ?? '',
        )
      }
      // CI time: every page in English; in the other locales the pages whose text differs
      // in shape (a long legal page and the form), since the layout is the same.
      if (locale === 'en' || path === '/pages/terms' || path === '/complaints') {
        await expectNoWcagViolations(page)
      }
    }
  })
}
