import { catalogueMessages } from '@dating/i18n/catalogue-script'
import { type CatalogueMessages, plainText } from '@dating/i18n/compiled-messages'
import type { IntlMessages, MessageId } from '@dating/i18n/message-ids'
import { titleWithCount } from '@dating/domain/badges'
import type { MetaArgs } from '@remix-run/react'
import { createIntl } from 'react-intl'
import type { RootData } from './root-data.ts'

type Matches = MetaArgs['matches']

export function rootDataOf(matches: Matches): RootData | undefined {
  return matches.find((match) => match.id === 'root')?.data as RootData | undefined
}

/** The page's catalogue, which the root data names (decision 036): parsed in the browser. */
function messagesOf(root: RootData | undefined): CatalogueMessages | undefined {
  return root ? catalogueMessages(root.catalogueId) : undefined
}

/**
 * `<page> · <brand>`, prefixed with the member's unread messages plus new likes, e.g.
 * `(3) Members · Flirtwave`. `page` is a catalogue id or, with `{ text }`, a ready name.
 */
export function pageTitle(matches: Matches, page: MessageId | { text: string } | null): string {
  const root = rootDataOf(matches)
  const brand = root?.brand.name ?? ''
  const pageName =
    page === null
      ? null
      : typeof page === 'string'
        ? (plainText(messagesOf(root)?.[page]) ?? page)
        : page.text
  const title = pageName ? (brand ? `${pageName} · ${brand}` : pageName) : brand
  return titleWithCount(title, root?.member?.unreadMessages ?? 0, root?.member?.newLikes ?? 0)
}

/** Title and description of a member's landing pages (/members/{id}/landing…). */
export function memberLandingMeta(
  matches: Matches,
  profile: { name: string; age: number } | null,
): Array<Record<string, string>> {
  if (!profile) return [{ title: pageTitle(matches, null) }]
  return [
    { title: pageTitle(matches, { text: profile.name }) },
    ...metaDescription(matches, 'memberLanding.metaDescription', profile),
  ]
}

/** A catalogue message in the page's language for meta tags (which run outside the IntlProvider). */
export function metaMessage(
  matches: Matches,
  id: MessageId,
  values?: Record<string, string | number>,
): string | null {
  const root = rootDataOf(matches)
  const messages = messagesOf(root)
  if (!root || !messages?.[id]) return null
  return createIntl({ locale: root.locale, messages: messages as IntlMessages }).formatMessage(
    { id },
    values,
  )
}

/** `<meta name="description">` from a catalogue message, or nothing when it is missing. */
export function metaDescription(
  matches: Matches,
  id: MessageId,
  values?: Record<string, string | number>,
) {
  const content = metaMessage(matches, id, values)
  return content ? [{ name: 'description', content }] : []
}
