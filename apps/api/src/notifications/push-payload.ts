import type { Locale } from '@dating/domain/locales'
import type { PushKind, PushPayload } from '@dating/domain/push'
import type { FictionalMark } from '@dating/domain/fictional'
import { translatorFor } from '@dating/i18n/translate'
import { newsName } from '../brand/fictional-mark.ts'

export type PushNews = {
  kind: PushKind
  /** The other member; a fictional profile is named with the brand's mark beside it. */
  from: { profileId: number; name: string; fictional: boolean }
  conversationId: number | null
  preview?: string
}

/** Where a notification opens: the conversation, or the profile that liked or matched. */
export function pushUrl(news: Pick<PushNews, 'kind' | 'from' | 'conversationId'>): string {
  if (news.kind === 'message' && news.conversationId !== null) {
    return `/chats/${news.conversationId}`
  }
  return `/members/${news.from.profileId}`
}

/** The payload of one push, worded in the recipient's language. */
export function pushPayload(news: PushNews, locale: Locale, fictional: FictionalMark): PushPayload {
  const t = translatorFor(locale)
  const name = newsName(news.from.name, news.from.fictional, fictional)
  const body =
    news.kind === 'message'
      ? (news.preview ?? t('push.message.body'))
      : t(`push.${news.kind}.body`, { name })
  return {
    kind: news.kind,
    title: t(`push.${news.kind}.title`, { name }),
    body,
    url: pushUrl(news),
    tag:
      news.kind === 'message'
        ? `message-${news.conversationId ?? news.from.profileId}`
        : `${news.kind}-${news.from.profileId}`,
    lang: locale,
  }
}
