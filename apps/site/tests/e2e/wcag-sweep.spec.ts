import { installAxe, pagesInTurn, type SweptPage, wcagSweep } from '@dating/playwright-preset/axe'
import type { APIRequestContext, Cookie } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { ports } from '../../playwright.config.ts'
import { demoPassword, premiumMember } from './helpers.ts'

/**
 * axe with the WCAG 2.0 to 2.2 A and AA rules (experimental ones included) on every page of the
 * site (app/routes), logged out and as a demo member, at 375 px: every page in English and each
 * page in one more locale by turns (`pagesInTurn`; WCAG_SWEEP=all for every locale). One
 * context per locale (its `locale` cookie) with a few tabs at once, the member's session made
 * once and reused; axe is installed once per context and reports violations only. Dialogs and
 * states reached by clicking are checked by their journeys.
 */
const locales = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const
const siteUrl = `http://localhost:${ports.site}`
const legalPages = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service']

type Pages = { visitor: SweptPage[]; member: SweptPage[] }

const ok = (path: string): SweptPage => ({ path, status: 200 })

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/** The ids the pages need, and a paid payment for its invoice page. */
async function sweptPages(member: APIRequestContext): Promise<Pages> {
  const visible = await json<{ results: Array<{ id: number }> }>(member, '/api/members.php?page=1')
  const profile = visible.results[0]?.id
  const { chats } = await json<{ chats: Array<{ conversation: { id: number } }> }>(
    member,
    '/api/chats.php',
  )
  const likes = await json<{ profiles: Array<{ id: number }>; liked_by: Array<{ id: number }> }>(
    member,
    '/api/likes.php',
  )
  const match = likes.liked_by.find((like) => likes.profiles.some((sent) => sent.id === like.id))
  const started = await member.post('/api/payment.php', {
    data: { package_id: 'p20', method: 'ideal', consent: true },
  })
  expect(started.status(), await started.text()).toBe(200)
  const { payment } = (await started.json()) as {
    payment: { payment_id: string; checkout_url: string }
  }
  const sandboxId = new URL(payment.checkout_url).searchParams.get('id') ?? ''
  await member.post(payment.checkout_url, { form: { id: sandboxId, outcome: 'paid' } })
  if (!profile || !chats[0] || !match) throw new Error('the seed gives the member all these')
  return {
    visitor: [
      ok('/'),
      ok('/members'),
      ok(`/members/${profile}`),
      ok(`/members/${profile}/signup`),
      ok(`/members/${profile}/landing`),
      ok(`/members/${profile}/landing2`),
      ok(`/members/${profile}/landing3`),
      ok('/signup'),
      ok('/login'),
      ok('/reset-password'),
      { path: '/reset-password/do?token=expired', status: 400 },
      ok('/activate/done?token=mailed'),
      { path: '/activate/error', status: 400 },
      ok('/mail-change/do?token=mailed'),
      ok('/complete-signup?login_token=mailed'),
      ok('/account-deleted'),
      ok('/pricing'),
      ok('/premium'),
      ok('/complaints'),
      ...legalPages.map((token) => ok(`/pages/${token}`)),
      ok('/pages/imprint'),
      ok('/lang-config'),
      { path: `/appeal?decision=1&token=${'x'.repeat(43)}`, status: 400 },
      { path: '/no-such-page', status: 404 },
    ],
    member: [
      ok('/'),
      ok('/members'),
      ok(`/members/${profile}`),
      ok(`/members/${profile}/chat`),
      ok(`/members/${profile}/report`),
      ok(`/members/${profile}/block`),
      ok('/likes/received'),
      ok('/likes/sent'),
      ok('/likes/matches'),
      ok(`/likes/m/${match.id}`),
      ok('/chats'),
      ok(`/chats/${chats[0].conversation.id}`),
      ok('/credits'),
      ok('/credits/p20'),
      ok('/credits/p20/ideal'),
      ok('/transactions'),
      ok(`/transactions/${payment.payment_id}`),
      ok('/pricing'),
      ok('/premium'),
      ok('/notifications'),
      ok('/profile'),
      ok('/swipe-game'),
      ok('/match-finder'),
      ok('/account/delete'),
      ok('/signup-matches'),
      ok('/pages/terms'),
    ],
  }
}

let pages: Pages
let memberCookies: Cookie[]

test.beforeAll(async ({ playwright }, testInfo) => {
  if (testInfo.project.name !== 'phone') return
  const member = await playwright.request.newContext({ baseURL: siteUrl })
  try {
    const login = await member.post('/api/user.php', {
      data: { email: premiumMember, password: demoPassword },
    })
    expect(login.status()).toBe(200)
    memberCookies = (await member.storageState()).cookies
    pages = await sweptPages(member)
  } finally {
    await member.dispose()
  }
})

/** The visitor's and the member's pages `locale` sweeps, its turn of the whole list. */
function turnOf(locale: string, swept: Pages): Pages {
  const mine = new Set(pagesInTurn(locale, [...swept.visitor, ...swept.member], locales))
  return {
    visitor: swept.visitor.filter((page) => mine.has(page)),
    member: swept.member.filter((page) => mine.has(page)),
  }
}

for (const locale of locales) {
  test(`no WCAG 2.2 A or AA violation on the swept pages in ${locale} at 375 px`, async ({
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the sweep runs at 375 px')
    test.setTimeout(300_000)
    const { visitor, member } = turnOf(locale, pages)
    await installAxe(context)
    await context.addCookies([{ name: 'locale', value: locale, url: siteUrl }])
    const found = await wcagSweep(context, { locale, pages: visitor })
    await context.addCookies(memberCookies)
    found.push(...(await wcagSweep(context, { locale, pages: member })))
    expect(found).toEqual([])
  })
}
