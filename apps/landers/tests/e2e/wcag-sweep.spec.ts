import { installAxe, pagesInTurn, wcagSweep } from '@dating/playwright-preset/axe'
import { expect, test } from '@dating/playwright-preset/test'
import { ports } from '../../playwright.config.ts'

/**
 * axe with the WCAG 2.0 to 2.2 A and AA rules (experimental ones included) on every page of the
 * landers app at 375 px: the nine landers (SPEC §2), the signup page and the not-found page,
 * every page in English and each in one more locale by turns (`pagesInTurn`; WCAG_SWEEP=all for
 * every locale). One context per locale (its `locale` cookie) with a few tabs at once, axe
 * installed once per context. The signup dialog's steps are checked by signup.spec.ts.
 */
const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const
const landersUrl = `http://localhost:${ports.landers}`

const pages = [
  { path: '/landers/tinderswipe', status: 200 },
  { path: '/landers/alonetonight/dating', status: 200 },
  { path: '/landers/collagelanding', status: 200 },
  { path: '/landers/gallery/dating', status: 200 },
  { path: '/landers/iconslanding', status: 200 },
  { path: '/landers/maplanding/dating', status: 200 },
  { path: '/landers/socialnetwork', status: 200 },
  { path: '/landers/transitionsvideolanding', status: 200 },
  { path: '/landers/video/dating', status: 200 },
  { path: '/signup', status: 200 },
  { path: '/no-such-page', status: 404 },
]

for (const locale of locales) {
  test(`no WCAG 2.2 A or AA violation on the swept landers in ${locale} at 375 px`, async ({
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the sweep runs at 375 px')
    test.setTimeout(120_000)
    await installAxe(context)
    await context.addCookies([{ name: 'locale', value: locale, url: landersUrl }])
    const found = await wcagSweep(context, { locale, pages: pagesInTurn(locale, pages, locales) })
    expect(found).toEqual([])
  })
}
