import { locales } from '@dating/domain/locales'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  demoPassword,
  premiumMember,
  profileCardLinks,
  setLocaleCookie,
  signUpFresh,
} from './helpers.ts'

// At 375 px no page scrolls sideways and no words are cut, in any of the eleven locales: the
// page is wider than the screen, a box hides part of its text (a logo, a button), or a select
// shows its chosen value cut off. One browser context walks pages × locales, visitor pages
// first, then every page a new member reaches on a phone (the account menu's too), then the
// pages that need a history (a chat, a match, a payment) as the paying demo member.

const visitorPages = [
  '/',
  '/members',
  '/login',
  '/signup',
  '/reset-password',
  '/pricing',
  '/lang-config',
  '/cookie-consent',
  '/pages/terms',
  '/pages/cookies',
  '/complaints',
]
const memberPages = [
  '/members',
  '/profile',
  '/likes/received',
  '/likes/sent',
  '/likes/matches',
  '/chats',
  '/credits',
  '/credits/p20',
  '/transactions',
  '/notifications',
  '/premium',
  '/match-finder',
  '/swipe-game',
  '/signup-matches',
  '/complete-signup',
  '/account/delete',
]

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/**
 * The pages only a member with a history reaches (a chat, a match, a payment and its invoice),
 * as the paying demo member, who also sees the paid member's header. Logs the page's context
 * in as that member.
 */
async function payingMemberPages(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/api/user.php', {
    data: { email: premiumMember, password: demoPassword },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { chats } = await json<{ chats: Array<{ conversation: { id: number } }> }>(
    request,
    '/api/chats.php',
  )
  const likes = await json<{ profiles: Array<{ id: number }>; liked_by: Array<{ id: number }> }>(
    request,
    '/api/likes.php',
  )
  const match = likes.liked_by.find((like) => likes.profiles.some((sent) => sent.id === like.id))
  const started = await request.post('/api/payment.php', {
    data: { package_id: 'p20', method: 'ideal', consent: true },
  })
  expect(started.status(), await started.text()).toBe(200)
  const { payment } = (await started.json()) as {
    payment: { payment_id: string; checkout_url: string }
  }
  // Paid in the sandbox, so its page shows the invoice and the withdrawal too.
  const sandboxId = new URL(payment.checkout_url).searchParams.get('id') ?? ''
  await request.post(payment.checkout_url, { form: { id: sandboxId, outcome: 'paid' } })
  if (!chats[0] || !match) throw new Error('the seed gives the paying member a chat and a match')
  return [
    '/members',
    `/chats/${chats[0].conversation.id}`,
    `/likes/m/${match.id}`,
    '/credits/p20/ideal',
    `/transactions/${payment.payment_id}`,
  ]
}

/**
 * What is too wide or cut off on the page, described for the failure message, and the page's
 * language (read in the same round trip).
 */
function cutOrTooWide(page: Page): Promise<{ lang: string; problems: string[] }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      const name = element.getAttribute('class')?.split(' ')[0] ?? ''
      return `<${element.tagName.toLowerCase()}${name ? ` .${name}` : ''}> "${text}"`
    }
    const problems: string[] = []
    const screen = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth > screen) {
      // The innermost boxes past the right edge: their parents only follow them.
      const wide = [...document.body.querySelectorAll('*')].filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.right > screen + 1
      })
      for (const element of wide
        .filter((box) => !wide.some((other) => box.contains(other) && other !== box))
        .slice(0, 3)) {
        problems.push(`wider than the screen: ${describe(element)}`)
      }
    }
    // Text for screen readers only (the kit's visuallyHidden: 1 px, clipped to nothing) is cut
    // on purpose; a box that shows part of its text is not.
    const visuallyHidden = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        const [top, right, bottom, left] = (style.clip.match(/-?[\d.]+/g) ?? []).map(Number)
        if (style.clip !== 'auto' && (right <= left || bottom <= top)) return true
        if (style.clipPath === 'inset(50%)') return true
        const { width, height } = box.getBoundingClientRect()
        if (width <= 1 && height <= 1 && style.overflow !== 'visible') return true
      }
      return false
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      // Only boxes whose content is wider than they are can cut it (cheap to read first).
      if (element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1) continue
      if (element.closest('[aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip'
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''),
      )
      if (clips && ownText && style.textOverflow !== 'ellipsis' && !visuallyHidden(element)) {
        problems.push(`text cut off: ${describe(element)}`)
      }
    }
    const measure = document.createElement('canvas').getContext('2d')
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]
      if (!measure || !chosen || select.clientWidth === 0) continue
      const style = getComputedStyle(select)
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight)
      if (measure.measureText(chosen.text.trim()).width > room + 1) {
        problems.push(`select value cut off: "${chosen.text.trim()}" in ${Math.round(room)} px`)
      }
    }
    return { lang: document.documentElement.lang, problems }
  })
}

/** Pages loading at once: the server renders one while the browser lays out another. */
const pagesAtOnce = 3

async function walk(context: BrowserContext, paths: string[]): Promise<string[]> {
  const found: string[] = []
  const pages = await Promise.all(Array.from({ length: pagesAtOnce }, () => context.newPage()))
  for (const locale of locales) {
    await setLocaleCookie(context, locale)
    const waiting = [...paths]
    await Promise.all(
      pages.map(async (page) => {
        for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
          await page.goto(path)
          const { lang, problems } = await cutOrTooWide(page)
          expect(lang, path).toBe(locale)
          for (const problem of problems) {
            found.push(`${locale} ${path}: ${problem}`)
            // Written at once too: a run stopped midway still names what it found.
            console.log(`${locale} ${path}: ${problem}`)
          }
        }
      }),
    )
  }
  await Promise.all(pages.map((page) => page.close()))
  return found.sort()
}

// Layout needs the server's markup and the stylesheets, not the scripts: every page here
// renders the same without them (parts whose code loads later keep the server's markup), and
// pages load twice as fast. No trace either: its snapshots of some 400 pages add a fifth to the
// work, and the failure message names each page and box.
test.use({ javaScriptEnabled: false, trace: 'off' })

test('no page in any locale scrolls sideways or cuts words at 375 px', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the narrow screen is the one that cuts')
  test.setTimeout(300_000)
  await page.goto('/members')
  const profile = await profileCardLinks(page).first().getAttribute('href')
  expect(profile).not.toBeNull()
  const problems = await walk(context, [...visitorPages, `${profile}`, `${profile}/signup`])
  await signUpFresh(page, 'overflow')
  const profilePages = ['', '/chat', '/report', '/block'].map((page) => `${profile}${page}`)
  problems.push(...(await walk(context, [...memberPages, ...profilePages])))
  problems.push(...(await walk(context, await payingMemberPages(page.request))))
  expect(problems).toEqual([])
})
