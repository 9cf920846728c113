import type { ChatMessage } from '@dating/domain/chat'
import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { statusOf } from './entries.ts'
import { type ChatInput, chatMachine } from './machine.ts'
import {
  selectBlocked,
  selectConversationId,
  selectEntries,
  selectPeerTyping,
  selectRefusal,
  selectReturnedText,
} from './selectors.ts'

const me = 1
const peer = 2
const stored = (id: number, sender = me, text = `message ${id}`): ChatMessage => ({
  id,
  conversation_id: 9,
  sender_id: sender,
  kind: 'text',
  text,
  gift: null,
  media: null,
  created_at: '2026-01-01T10:00:00.000Z',
  read: false,
})

function openChat(input: Partial<ChatInput> = {}) {
  const clock = new SimulatedClock()
  clock.set(Date.parse('2026-01-01T10:00:00Z'))
  const deliver = vi.fn()
  const announceTyping = vi.fn()
  const actor = createActor(chatMachine.provide({ actions: { deliver, announceTyping } }), {
    clock,
    input: {
      me,
      conversationId: 9,
      messages: [],
      freeMessagesLeft: 3,
      canStart: true,
      peerUnconfirmed: false,
      now: () => clock.now(),
      ...input,
    },
  })
  actor.start()
  const snapshot = () => actor.getSnapshot()
  const statuses = () => selectEntries(snapshot()).map(statusOf)
  return { actor, clock, deliver, announceTyping, snapshot, statuses }
}

describe('chat machine', () => {
  it('asks once to deliver a message, shows it sending, then sent', () => {
    const chat = openChat()
    chat.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hello' } })
    expect(chat.deliver).toHaveBeenCalledTimes(1)
    expect(chat.deliver.mock.calls[0]?.[1]).toEqual({ clientId: 'a', outgoing: { text: 'Hello' } })
    expect(chat.statuses()).toEqual(['sending'])
    expect(selectEntries(chat.snapshot())[0]?.message.text).toBe('Hello')
    chat.actor.send({
      type: 'delivery.sent',
      clientId: 'a',
      message: stored(11, me, 'Hello'),
      freeMessagesLeft: 2,
    })
    expect(chat.statuses()).toEqual(['sent'])
    expect(chat.snapshot().context.freeMessagesLeft).toBe(2)
    expect(chat.snapshot().children.a).toBeUndefined()
  })

  it('retries a failed message under the same client id, and keeps it once', () => {
    const chat = openChat()
    chat.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hello' } })
    chat.actor.send({ type: 'delivery.failed', clientId: 'a' })
    expect(chat.statuses()).toEqual(['failed'])
    chat.actor.send({ type: 'retry', clientId: 'a' })
    expect(chat.statuses()).toEqual(['sending'])
    expect(chat.deliver).toHaveBeenCalledTimes(2)
    expect(chat.deliver.mock.calls.map((call) => call[1].clientId)).toEqual(['a', 'a'])
    // The live stream brings the stored message before the send answers.
    chat.actor.send({ type: 'received', message: stored(11) })
    chat.actor.send({
      type: 'delivery.sent',
      clientId: 'a',
      message: stored(11),
      freeMessagesLeft: 2,
    })
    expect(selectEntries(chat.snapshot()).map((entry) => entry.message.id)).toEqual([11])
  })

  it('takes a refused message back into the composer and says why', () => {
    const chat = openChat()
    chat.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hello' } })
    chat.actor.send({
      type: 'delivery.refused',
      clientId: 'a',
      refusal: { kind: 'credits', cost: 10 },
    })
    expect(chat.statuses()).toEqual([])
    expect(selectRefusal(chat.snapshot())).toEqual({ kind: 'credits', cost: 10 })
    expect(selectReturnedText(chat.snapshot())).toBe('Hello')
    chat.actor.send({ type: 'refusal.dismissed' })
    expect(selectRefusal(chat.snapshot())).toBeNull()
  })

  it('sends nothing where the member may not write', () => {
    const premium = openChat({ canStart: false })
    expect(selectBlocked(premium.snapshot())).toBe(true)
    premium.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hello' } })
    expect(premium.deliver).not.toHaveBeenCalled()
    const unconfirmed = openChat({ peerUnconfirmed: true })
    unconfirmed.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hello' } })
    expect(unconfirmed.deliver).not.toHaveBeenCalled()
  })

  it('shows the other member typing for five seconds after each notice', () => {
    const chat = openChat()
    chat.actor.send({ type: 'peer.typing' })
    expect(selectPeerTyping(chat.snapshot())).toBe(true)
    chat.clock.increment(4_000)
    chat.actor.send({ type: 'peer.typing' })
    chat.clock.increment(4_000)
    expect(selectPeerTyping(chat.snapshot())).toBe(true)
    chat.clock.increment(1_000)
    expect(selectPeerTyping(chat.snapshot())).toBe(false)
  })

  it('stops showing the typing when the other member’s message arrives', () => {
    const chat = openChat()
    chat.actor.send({ type: 'peer.typing' })
    chat.actor.send({ type: 'received', message: stored(12, peer) })
    expect(selectPeerTyping(chat.snapshot())).toBe(false)
    expect(selectEntries(chat.snapshot())).toHaveLength(1)
  })

  it('tells of the member’s typing at most every three seconds, and anew after a send', () => {
    const chat = openChat()
    chat.actor.send({ type: 'draft.typed', text: 'H' })
    chat.actor.send({ type: 'draft.typed', text: 'He' })
    expect(chat.announceTyping).toHaveBeenCalledTimes(1)
    expect(chat.announceTyping.mock.calls[0]?.[1]).toEqual({ conversationId: 9 })
    chat.clock.increment(3_000)
    chat.actor.send({ type: 'draft.typed', text: 'Hel' })
    expect(chat.announceTyping).toHaveBeenCalledTimes(2)
    chat.actor.send({ type: 'send', clientId: 'a', outgoing: { text: 'Hel' } })
    expect(selectEntries(chat.snapshot())).toHaveLength(1)
    chat.actor.send({ type: 'draft.typed', text: 'N' })
    expect(chat.announceTyping).toHaveBeenCalledTimes(3)
  })

  it('tells of no typing before the conversation exists', () => {
    const chat = openChat({ conversationId: null })
    chat.actor.send({ type: 'draft.typed', text: 'Hi' })
    expect(chat.announceTyping).not.toHaveBeenCalled()
    chat.actor.send({
      type: 'send',
      clientId: 'a',
      outgoing: { text: 'Hi' },
    })
    chat.actor.send({
      type: 'delivery.sent',
      clientId: 'a',
      message: stored(5),
      freeMessagesLeft: 2,
    })
    expect(selectConversationId(chat.snapshot())).toBe(9)
  })

  it('takes what a reload brought: new messages and how far the other member read', () => {
    const chat = openChat({ messages: [stored(1)] })
    chat.actor.send({
      type: 'reloaded',
      messages: [{ ...stored(1), read: true }, stored(2, peer)],
      conversationId: 9,
    })
    expect(chat.statuses()).toEqual(['read', 'sent'])
    chat.actor.send({ type: 'removed', id: 2 })
    expect(selectEntries(chat.snapshot())).toHaveLength(1)
  })
})
