import type { MessageId } from '@dating/i18n/message-ids'
import { titleWithCount } from '@dating/domain/badges'
import type { MetaArgs } from '@remix-run/react'
import type { RootData } from './root-data.ts'

type Matches = MetaArgs['matches']

export function rootDataOf(matches: Matches): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined
}

/**
 * `<page> · <brand>`, prefixed with the member's unread messages plus new likes, e.g.
 * `(3) Members · Flirtwave`. `page` is a catalogue id or, with `{ text }`, a ready name.
 */
export function pageTitle(matches: Matches, page: MessageId | { text: string } | null): string {
  const root = rootDataOf(matches)
  const brand = root?.brand.name ?? ''
  const pageName =
    page === null ? null : typeof page === 'string' ? (root?.messages[page] ?? page) : page.text
  const title = pageName ? (brand ? `${pageName} · ${brand}` : pageName) : brand
  return titleWithCount(title, root?.member?.unreadMessages ?? 0, root?.member?.newLikes ?? 0)
}
