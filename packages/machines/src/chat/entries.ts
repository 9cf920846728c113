/** The messages of an open chat: received ones, and own ones from sending to sent and read. */
import type { ChatMessage, GiftSlug, MessageKind } from '@dating/domain/chat'

/** What the member sends: one of a text, a gift, a sticker or gif, or a photo file. */
export type Outgoing = { text?: string; gift?: GiftSlug; gif?: string; photo?: Blob }

export function kindOf(outgoing: Outgoing): MessageKind {
  if (outgoing.photo) return 'photo'
  if (outgoing.gift) return 'gift'
  if (outgoing.gif) return 'gif'
  return 'text'
}

export type ChatEntry = {
  key: string
  message: ChatMessage
  /** Own messages not confirmed by the api yet. */
  pending: { clientId: string; outgoing: Outgoing; failed: boolean } | null
}

export type ChatAction =
  | { type: 'received'; message: ChatMessage }
  | { type: 'sending'; clientId: string; outgoing: Outgoing; message: ChatMessage }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'failed'; clientId: string }
  | { type: 'retrying'; clientId: string }
  | { type: 'dropped'; clientId: string }
  | { type: 'read'; upTo: number; reader: 'peer' | 'me'; me: number }
  /** A moderator removed a stored message (live `message_removed`). */
  | { type: 'removed'; id: number }

export function initialEntries(messages: readonly ChatMessage[]): ChatEntry[] {
  return messages.map((message) => ({ key: `m${message.id}`, message, pending: null }))
}

const hasMessage = (entries: readonly ChatEntry[], id: number) =>
  entries.some((entry) => entry.pending === null && entry.message.id === id)

export function chatReducer(entries: ChatEntry[], action: ChatAction): ChatEntry[] {
  switch (action.type) {
    case 'received':
      if (hasMessage(entries, action.message.id)) return entries
      return [...entries, { key: `m${action.message.id}`, message: action.message, pending: null }]
    case 'sending':
      return [
        ...entries,
        {
          key: `c${action.clientId}`,
          message: action.message,
          pending: { clientId: action.clientId, outgoing: action.outgoing, failed: false },
        },
      ]
    case 'sent':
      // The stream may have brought the stored message before the send answered.
      if (hasMessage(entries, action.message.id)) {
        return entries.filter((entry) => entry.pending?.clientId !== action.clientId)
      }
      return entries.map((entry) =>
        entry.pending?.clientId === action.clientId
          ? { key: entry.key, message: action.message, pending: null }
          : entry,
      )
    case 'failed':
    case 'retrying':
      return entries.map((entry) =>
        entry.pending?.clientId === action.clientId
          ? { ...entry, pending: { ...entry.pending, failed: action.type === 'failed' } }
          : entry,
      )
    case 'dropped':
      return entries.filter((entry) => entry.pending?.clientId !== action.clientId)
    case 'removed':
      return entries.filter((entry) => entry.pending !== null || entry.message.id !== action.id)
    case 'read':
      return entries.map((entry) => {
        const mine = entry.message.sender_id === action.me
        const readsThis = action.reader === 'peer' ? mine : !mine
        if (entry.pending || !readsThis || entry.message.read || entry.message.id > action.upTo) {
          return entry
        }
        return { ...entry, message: { ...entry.message, read: true } }
      })
  }
}

export type EntryStatus = 'sending' | 'failed' | 'sent' | 'read'

export function statusOf(entry: ChatEntry): EntryStatus {
  if (entry.pending) return entry.pending.failed ? 'failed' : 'sending'
  return entry.message.read ? 'read' : 'sent'
}
