import { titleWithCount } from '@dating/domain/badges'
import type { MetaArgs } from '@remix-run/react'
import { createIntl } from 'react-intl'
import type { RootData } from './root-data.ts'

type Matches = MetaArgs['matches']

export function rootDataOf(matches: Matches): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined
}

/**
 * `<page> · <brand>`, prefixed with the member's unread messages plus new likes, e.g.
 * `(3) Members · Flirtwave`. `page` is a catalogue id or, with `{ text }`, a ready name.
 */
export function pageTitle(matches: Matches, page: string | { text: string } | null): string {
  const root = rootDataOf(matches)
  const brand = root?.brand.name ?? ''
  const pageName =
    page === null ? null : typeof page === 'string' ? (root?.messages[page] ?? page) : page.text
  const title = pageName ? (brand ? `${pageName} · ${brand}` : pageName) : brand
  return titleWithCount(title, root?.member?.unreadMessages ?? 0, root?.member?.newLikes ?? 0)
}

/** Title and description of a member's landing pages (/members/{id}/landing…). */
export function memberLandingMeta(
  matches: Matches,
  profile: { name: string; age: number } | null,
): Array<Record<string, string>> {
  if (!profile) return [{ title: pageTitle(matches, null) }]
  const root = rootDataOf(matches)
  if (!root) return [{ title: pageTitle(matches, { text: profile.name }) }]
  const intl = createIntl({ locale: root.locale, messages: root.messages })
  const description = intl.formatMessage({ id: 'memberLanding.metaDescription' }, profile)
  return [
    { title: pageTitle(matches, { text: profile.name }) },
    { name: 'description', content: description },
  ]
}
