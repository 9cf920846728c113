import type { ChatMessage } from '@dating/domain/chat'
import { assign, raise, sendTo, setup, spawnChild, stopChild } from 'xstate'
import { type ChatEntry, chatReducer, initialEntries, kindOf, type Outgoing } from './entries.ts'
import { outgoingMessageMachine } from './outgoing.ts'
import type { ChatEvent, Refusal } from './types.ts'

export type { ChatEvent, Refusal } from './types.ts'
export type { ChatEntry, EntryStatus, Outgoing } from './entries.ts'

export interface ChatInput {
  /** The member's profile id. */
  me: number
  conversationId: number | null
  messages: readonly ChatMessage[]
  freeMessagesLeft: number
  /** False when the member may not write to this member (the free conversations are used). */
  canStart: boolean
  peerUnconfirmed: boolean
  /** Wall clock in milliseconds; tests pass the simulated clock's `now`. */
  now?: () => number
}

export interface ChatContext {
  me: number
  conversationId: number | null
  entries: ChatEntry[]
  freeMessagesLeft: number
  peerUnconfirmed: boolean
  refusal: Refusal | null
  /** The text of a refused message, for the composer to take back. */
  returnedText: string | null
  now: () => number
}

/**
 * The open chat of SPEC §2: its messages (each own one an `outgoingMessage` actor, sending,
 * sent, failed or refused), the other member's typing shown for `peerTypingShown` after each
 * notice, and the member's own typing told at most every `typingAnnounceEvery`. The app
 * delivers (`deliver`, answering with `delivery.*` events) and tells of typing
 * (`announceTyping`) by providing those actions.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: { outgoing: outgoingMessageMachine },
  delays: { peerTypingShown: 5_000, typingAnnounceEvery: 3_000 },
  guards: {
    mayWrite: ({ context }) =>
      !context.peerUnconfirmed &&
      context.refusal?.kind !== 'premium' &&
      context.refusal?.kind !== 'unconfirmed',
    fromPeer: ({ context, event }) =>
      event.type === 'received' && event.message.sender_id !== context.me,
    canAnnounceTyping: ({ context, event }) =>
      event.type === 'draft.typed' &&
      event.text.trim() !== '' &&
      context.conversationId !== null &&
      !context.peerUnconfirmed,
  },
  actions: {
    deliver: (_, _params: { clientId: string; outgoing: Outgoing }) => {},
    announceTyping: (_, _params: { conversationId: number }) => {},
    addSending: assign(({ context, event }) => {
      if (event.type !== 'send') return {}
      const { outgoing } = event
      const message: ChatMessage = {
        id: -1,
        conversation_id: context.conversationId ?? 0,
        sender_id: context.me,
        kind: kindOf(outgoing),
        text: outgoing.text ?? '',
        gift: outgoing.gift ?? null,
        media: event.preview ?? null,
        created_at: new Date(context.now()).toISOString(),
        read: false,
      }
      return {
        refusal: null,
        returnedText: null,
        entries: chatReducer(context.entries, {
          type: 'sending',
          clientId: event.clientId,
          outgoing,
          message,
        }),
      }
    }),
    spawnOutgoing: spawnChild('outgoing', {
      id: ({ event }) => (event.type === 'send' ? event.clientId : ''),
      input: ({ event }) =>
        event.type === 'send'
          ? { clientId: event.clientId, outgoing: event.outgoing }
          : { clientId: '', outgoing: {} },
    }),
    forwardDelivery: sendTo(
      ({ event }) => ('clientId' in event ? event.clientId : ''),
      ({ event }) =>
        event.type === 'delivery.sent'
          ? {
              type: 'delivered' as const,
              message: event.message,
              freeMessagesLeft: event.freeMessagesLeft,
            }
          : event.type === 'delivery.refused'
            ? { type: 'refused' as const, refusal: event.refusal }
            : event.type === 'retry'
              ? { type: 'retry' as const }
              : { type: 'failed' as const },
    ),
    markRetrying: assign({
      entries: ({ context, event }) =>
        event.type === 'retry'
          ? chatReducer(context.entries, { type: 'retrying', clientId: event.clientId })
          : context.entries,
    }),
    keepSent: assign(({ context, event }) =>
      event.type === 'outgoing.sent'
        ? {
            entries: chatReducer(context.entries, {
              type: 'sent',
              clientId: event.clientId,
              message: event.message,
            }),
            conversationId: event.message.conversation_id,
            freeMessagesLeft: event.freeMessagesLeft,
          }
        : {},
    ),
    markFailed: assign({
      entries: ({ context, event }) =>
        event.type === 'outgoing.failed'
          ? chatReducer(context.entries, { type: 'failed', clientId: event.clientId })
          : context.entries,
    }),
    keepRefusal: assign(({ context, event }) =>
      event.type === 'outgoing.refused'
        ? {
            entries: chatReducer(context.entries, { type: 'dropped', clientId: event.clientId }),
            refusal: event.refusal,
            returnedText: event.outgoing.text ?? null,
          }
        : {},
    ),
    addReceived: assign(({ context, event }) =>
      event.type === 'received'
        ? {
            entries: chatReducer(context.entries, { type: 'received', message: event.message }),
            conversationId: context.conversationId ?? event.message.conversation_id,
          }
        : {},
    ),
    addReloaded: assign(({ context, event }) => {
      if (event.type !== 'reloaded') return {}
      let entries = context.entries
      for (const message of event.messages) {
        entries = chatReducer(entries, { type: 'received', message })
      }
      const readUpTo = Math.max(
        0,
        ...event.messages
          .filter((message) => message.sender_id === context.me && message.read)
          .map((message) => message.id),
      )
      if (readUpTo > 0) {
        entries = chatReducer(entries, {
          type: 'read',
          upTo: readUpTo,
          reader: 'peer',
          me: context.me,
        })
      }
      return { entries, conversationId: event.conversationId ?? context.conversationId }
    }),
    markRead: assign({
      entries: ({ context, event }) =>
        event.type === 'read'
          ? chatReducer(context.entries, {
              type: 'read',
              upTo: event.upTo,
              reader: 'peer',
              me: context.me,
            })
          : context.entries,
    }),
    dropRemoved: assign({
      entries: ({ context, event }) =>
        event.type === 'removed'
          ? chatReducer(context.entries, { type: 'removed', id: event.id })
          : context.entries,
    }),
    stopOutgoing: stopChild(({ event }) => ('clientId' in event ? event.clientId : '')),
    clearRefusal: assign({ refusal: null, returnedText: null }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    me: input.me,
    conversationId: input.conversationId,
    entries: initialEntries(input.messages),
    freeMessagesLeft: input.freeMessagesLeft,
    peerUnconfirmed: input.peerUnconfirmed,
    refusal: input.canStart ? null : { kind: 'premium' },
    returnedText: null,
    now: input.now ?? Date.now,
  }),
  type: 'parallel',
  on: {
    send: {
      guard: 'mayWrite',
      // A sent message ends the words being typed: the next keystroke is news again.
      actions: ['addSending', 'spawnOutgoing', raise({ type: 'typing.over' })],
    },
    retry: { actions: ['markRetrying', 'forwardDelivery'] },
    'delivery.sent': { actions: 'forwardDelivery' },
    'delivery.failed': { actions: 'forwardDelivery' },
    'delivery.refused': { actions: 'forwardDelivery' },
    'outgoing.deliver': {
      actions: {
        type: 'deliver',
        params: ({ event }) => ({ clientId: event.clientId, outgoing: event.outgoing }),
      },
    },
    'outgoing.sent': { actions: ['keepSent', 'stopOutgoing'] },
    'outgoing.failed': { actions: 'markFailed' },
    'outgoing.refused': { actions: ['keepRefusal', 'stopOutgoing'] },
    received: [
      // The other member's message came: their typing is over.
      { guard: 'fromPeer', actions: ['addReceived', raise({ type: 'peer.message' })] },
      { actions: 'addReceived' },
    ],
    reloaded: { actions: 'addReloaded' },
    read: { actions: 'markRead' },
    removed: { actions: 'dropRemoved' },
    'refusal.dismissed': { actions: 'clearRefusal' },
  },
  states: {
    PeerTyping: {
      initial: 'Hidden',
      states: {
        Hidden: { on: { 'peer.typing': 'Shown' } },
        Shown: {
          tags: ['peer-typing'],
          after: { peerTypingShown: 'Hidden' },
          on: {
            'peer.typing': { target: 'Shown', reenter: true },
            'peer.message': 'Hidden',
          },
        },
      },
    },
    OwnTyping: {
      initial: 'Ready',
      states: {
        Ready: {
          on: {
            'draft.typed': {
              guard: 'canAnnounceTyping',
              target: 'Resting',
              actions: {
                type: 'announceTyping',
                params: ({ context }) => ({ conversationId: context.conversationId ?? 0 }),
              },
            },
          },
        },
        Resting: {
          after: { typingAnnounceEvery: 'Ready' },
          on: { 'typing.over': 'Ready' },
        },
      },
    },
  },
})
