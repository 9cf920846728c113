import { locales } from '@dating/domain/locales'
import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { profileCardLinks, setLocaleCookie, signUpFresh } from './helpers.ts'

// At 375 px no page scrolls sideways and no words are cut, in any of the eleven locales: the
// page is wider than the screen, a box hides part of its text (a logo, a button), or a select
// shows its chosen value cut off. One browser context walks pages × locales, visitor pages
// first, then a member's.

const visitorPages = ['/', '/members', '/login', '/signup', '/pricing', '/pages/terms']
const memberPages = [
  '/members',
  '/profile',
  '/likes/received',
  '/chats',
  '/credits',
  '/credits/p20',
  '/notifications',
  '/settings',
  '/premium',
  '/match-finder',
  '/swipe-game',
  '/signup-matches',
  '/complete-signup',
]

/** What is too wide or cut off on the page, described for the failure message. */
function cutOrTooWide(page: Page): Promise<string[]> {
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
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.clientWidth <= 1 || element.closest('[aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip'
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''),
      )
      if (
        clips &&
        ownText &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      ) {
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
    return problems
  })
}

async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = []
  for (const locale of locales) {
    await setLocaleCookie(page.context(), locale)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      for (const problem of await cutOrTooWide(page)) {
        found.push(`${locale} ${path}: ${problem}`)
        // Written at once too: a run stopped midway still names what it found.
        console.log(`${locale} ${path}: ${problem}`)
      }
    }
  }
  return found
}

// Known failing (29 Nov 2026, one run on a fresh build): the search filters' select values
// ("Tous les pays", "Todos los países", "Wszystkie kraje", "Tout le monde") are cut at 100 px;
// /profile, /premium, /settings, /swipe-game and /signup-matches are wider than the screen (a
// navigation link and an icon past the edge). The check also flags the filters' visually
// hidden "Age" legend (1 px, clipped on purpose): teach it to skip such text. Then turn it on.
test.fixme('no page in any locale scrolls sideways or cuts words at 375 px', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the narrow screen is the one that cuts')
  test.setTimeout(600_000)
  await page.goto('/members')
  const profile = await profileCardLinks(page).first().getAttribute('href')
  const problems = await walk(page, [...visitorPages, ...(profile ? [profile] : [])])
  await signUpFresh(page, 'overflow')
  problems.push(
    ...(await walk(page, [...memberPages, ...(profile ? [profile, `${profile}/chat`] : [])])),
  )
  expect(problems).toEqual([])
})
