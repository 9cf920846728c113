import type { ChatMessage } from '@dating/domain/chat'
import { describe, expect, it } from 'vitest'
import { chatReducer, initialEntries, kindOf, statusOf } from './entries.ts'

const me = 1
const message = (id: number, sender = me): ChatMessage => ({
  id,
  conversation_id: 9,
  sender_id: sender,
  kind: 'text',
  text: `message ${id}`,
  gift: null,
  media: null,
  created_at: '2026-01-01T00:00:00Z',
  read: false,
})

describe('chat entries', () => {
  it('shows a send as sending, then sent, then read by the other member', () => {
    let entries = chatReducer(initialEntries([]), {
      type: 'sending',
      clientId: 'abc',
      outgoing: { text: 'hi' },
      message: message(-1),
    })
    expect(statusOf(entries[0] as never)).toBe('sending')
    entries = chatReducer(entries, { type: 'sent', clientId: 'abc', message: message(5) })
    expect(statusOf(entries[0] as never)).toBe('sent')
    entries = chatReducer(entries, { type: 'read', upTo: 5, reader: 'peer', me })
    expect(statusOf(entries[0] as never)).toBe('read')
  })

  it('keeps one entry when the stream brings the message before the send answers', () => {
    let entries = chatReducer([], {
      type: 'sending',
      clientId: 'abc',
      outgoing: { text: 'hi' },
      message: message(-1),
    })
    entries = chatReducer(entries, { type: 'received', message: message(5) })
    entries = chatReducer(entries, { type: 'sent', clientId: 'abc', message: message(5) })
    expect(entries.map((entry) => entry.message.id)).toEqual([5])
    entries = chatReducer(entries, { type: 'received', message: message(5) })
    expect(entries).toHaveLength(1)
  })

  it('marks a failed send for a retry, and drops a refused one', () => {
    let entries = chatReducer([], {
      type: 'sending',
      clientId: 'abc',
      outgoing: { text: 'hi' },
      message: message(-1),
    })
    entries = chatReducer(entries, { type: 'failed', clientId: 'abc' })
    expect(statusOf(entries[0] as never)).toBe('failed')
    entries = chatReducer(entries, { type: 'dropped', clientId: 'abc' })
    expect(entries).toEqual([])
  })

  it('names the kind of what is sent: a photo, a gift, a sticker or a text', () => {
    expect(kindOf({ photo: new Blob(['x'], { type: 'image/jpeg' }) })).toBe('photo')
    expect(kindOf({ gift: 'rose' })).toBe('gift')
    expect(kindOf({ gif: 'sticker-1' })).toBe('gif')
    expect(kindOf({ text: 'hi' })).toBe('text')
  })

  it('takes a message a moderator removed out of the open chat, keeping sends under way', () => {
    let entries = initialEntries([message(4, 2), message(5, 2)])
    entries = chatReducer(entries, {
      type: 'sending',
      clientId: 'abc',
      outgoing: { text: 'hi' },
      message: message(-1),
    })
    entries = chatReducer(entries, { type: 'removed', id: 5 })
    expect(entries.map((entry) => entry.message.id)).toEqual([4, -1])
  })
})
