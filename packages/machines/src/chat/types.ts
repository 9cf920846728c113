import type { ChatMessage } from '@dating/domain/chat'
import type { Outgoing } from './entries.ts'

/** Why the api would not take a send; `cost` is what it would have cost, in credits. */
export type Refusal =
  | { kind: 'credits'; cost: number }
  | { kind: 'premium' }
  | { kind: 'unconfirmed' }
  | { kind: 'error'; text: string }

/** The answer to one delivery, as the app reports it. */
export type DeliveryEvent =
  | { type: 'delivery.sent'; clientId: string; message: ChatMessage; freeMessagesLeft: number }
  | { type: 'delivery.failed'; clientId: string }
  | { type: 'delivery.refused'; clientId: string; refusal: Refusal }

export type ChatEvent =
  /** The member sends; `preview` shows a photo (a blob url) until the stored one arrives. */
  | { type: 'send'; clientId: string; outgoing: Outgoing; preview?: string | null }
  | { type: 'retry'; clientId: string }
  | DeliveryEvent
  | { type: 'received'; message: ChatMessage }
  | { type: 'removed'; id: number }
  | { type: 'read'; upTo: number }
  | { type: 'peer.typing' }
  | { type: 'draft.typed'; text: string }
  | { type: 'refusal.dismissed' }
  /** The page's data came again (a reload while the live stream was down). */
  | { type: 'reloaded'; messages: readonly ChatMessage[]; conversationId: number | null }
  /** Raised by the chat itself. */
  | { type: 'typing.over' }
  | { type: 'peer.message' }
  /** From an outgoing message's own machine to the chat. */
  | { type: 'outgoing.deliver'; clientId: string; outgoing: Outgoing }
  | { type: 'outgoing.sent'; clientId: string; message: ChatMessage; freeMessagesLeft: number }
  | { type: 'outgoing.failed'; clientId: string }
  | { type: 'outgoing.refused'; clientId: string; refusal: Refusal; outgoing: Outgoing }

export type OutgoingEvent =
  | { type: 'delivered'; message: ChatMessage; freeMessagesLeft: number }
  | { type: 'failed' }
  | { type: 'refused'; refusal: Refusal }
  | { type: 'retry' }
