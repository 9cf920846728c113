import type { ChatMessage, LiveEvent } from '@dating/domain/chat'
import { titleWithCount } from '@dating/domain/badges'

export type LiveCounts = { unreadMessages: number; newLikes: number; credits: number }

export type LiveStreamEvent = LiveEvent

/** The counters after one stream event; a message of the open chat is read there at once. */
export function applyLiveEvent(
  counts: LiveCounts,
  event: LiveStreamEvent,
  me: number,
  openConversation: number | null,
): LiveCounts {
  switch (event.type) {
    case 'message': {
      const message: ChatMessage = event.data.message
      if (message.sender_id === me || message.conversation_id === openConversation) return counts
      return { ...counts, unreadMessages: counts.unreadMessages + 1 }
    }
    case 'like':
      return { ...counts, newLikes: counts.newLikes + 1 }
    case 'balance':
      return { ...counts, credits: event.data.credits }
    default:
      return counts
  }
}

/** The page title with the `(n) ` prefix of SPEC §3 for these counters (replacing an old one). */
export function titleWithLiveCounts(title: string, counts: LiveCounts): string {
  return titleWithCount(title.replace(/^\(\d+\)\s/, ''), counts.unreadMessages, counts.newLikes)
}
