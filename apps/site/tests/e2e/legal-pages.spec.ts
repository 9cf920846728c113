import { expect, test } from '@dating/playwright-preset/test'
import { landersUrl, ports } from '../../playwright.config.ts'
import { demoPassword, latestMail, setLocaleCookie, uniqueEmail } from './helpers.ts'

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
const siteUrl = `http://localhost:${ports.site}`

// Once per locale, at 375 px: each footer link of the site and of a lander answers a page in
// that locale (not a 404), and the legal pages carry the company's data. The pages' WCAG
// checks are in wcag-sweep.spec.ts.
for (const locale of locales) {
  test(`every footer link of the site and the landers opens a real page in ${locale}`, async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'once per locale, at 375 px')
    await setLocaleCookie(context, locale)
    const checked = new Set<string>()
    for (const start of ['/', `${landersUrl}/landers/tinderswipe`]) {
      await page.goto(start)
      const hrefs = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
      // SPEC §2's nine footer links, and the imprint.
      expect(hrefs.length, start).toBeGreaterThanOrEqual(10)
      for (const href of hrefs.filter((link) => !checked.has(link))) {
        checked.add(href)
        const response = await page.request.get(href)
        expect(response.status(), `${href} (footer of ${start})`).toBe(200)
        const html = await response.text()
        expect(html, href).toContain(`<html lang="${locale}"`)
        if (new URL(href).pathname.startsWith('/pages/')) {
          // In the page itself, not only in the footer around it.
          const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
          for (const fact of Object.values(company)) expect(main, href).toContain(fact)
        }
      }
    }
    expect([...checked].map((href) => new URL(href).pathname)).toEqual(
      expect.arrayContaining([...legalPages.map((token) => `/pages/${token}`), '/complaints']),
    )
  })
}

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
  playwright,
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
  const confirmation = page.getByRole('status')
  await expect(confirmation).toContainText(`emailed a confirmation to ${email}`)
  const receipt = await latestMail(email, 'complaint_receipt')
  expect(receipt.text).toContain('Harassment')

  // The moderators' queue holds it (the seeded moderator's back-office session, decision 055).
  const id = Number(/\(no\. (\d+)\)/.exec((await confirmation.textContent()) ?? '')?.[1])
  const moderator = await playwright.request.newContext({ baseURL: siteUrl })
  try {
    const login = await moderator.post('/api/staff/login.php', {
      data: { email: 'moderator@example.com', password: demoPassword },
    })
    expect(login.status()).toBe(200)
    const queue = await moderator.get('/api/moderation/reports.php?source=notice&reason=harassment')
    const { reports } = (await queue.json()) as {
      reports: Array<{ id: number; source: string; reason: string; profile: { id: number } | null }>
    }
    expect(reports.find((report) => report.id === id)).toMatchObject({
      source: 'notice',
      reason: 'harassment',
      profile: { id: Number(profileHref?.split('/')[2]) },
    })
  } finally {
    await moderator.dispose()
  }
})
