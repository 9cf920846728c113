import { locales } from '@dating/domain/locales'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { catalogue } from './helpers.ts'

/** Visible words of the layout and the filter form, leaving out member names and numbers. */
async function interfaceTexts(page: Page): Promise<string[]> {
  const texts = await page
    .locator(
      'header a, header button, form label, form legend, form option, form button, main h1, footer h2, footer nav a',
    )
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            (element as HTMLElement).offsetParent !== null || element.tagName === 'OPTION',
        )
        .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    )
  return [...new Set(texts.filter((text) => /\p{L}{2,}/u.test(text)))]
}

test('/members speaks each of the eleven locales with no English left', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const english = catalogue('en')
  await page.goto('/members')
  const englishTexts = await interfaceTexts(page)
  expect(englishTexts).toContain('Looking for')
  const brandName = (await page.locator('header a').first().textContent())?.trim() ?? ''

  for (const locale of locales.filter((candidate) => candidate !== 'en')) {
    const messages = catalogue(locale)
    // Words a language shares with English on purpose, e.g. "Likes" in Danish or "FAQ" in French.
    const sameAsEnglish = new Set(
      Object.keys(english)
        .filter((key) => messages[key] === english[key])
        .map((key) => english[key]),
    )
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }])
    await page.goto('/members')
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    const texts = await interfaceTexts(page)
    const leftovers = texts.filter(
      (text) => englishTexts.includes(text) && !sameAsEnglish.has(text) && text !== brandName,
    )
    expect(leftovers, `English left on /members in ${locale}`).toEqual([])
    expect(texts).toContain(messages['search.lookingFor'])
  }
})
