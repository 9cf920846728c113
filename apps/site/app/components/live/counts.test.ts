import { describe, expect, it } from 'vitest'
import { applyLiveEvent, titleWithLiveCounts } from './counts.ts'

const counts = { unreadMessages: 2, newLikes: 1, credits: 10 }
const message = (sender: number, conversation: number) => ({
  type: 'message' as const,
  data: {
    message: {
      id: 1,
      conversation_id: conversation,
      sender_id: sender,
      kind: 'text' as const,
      text: 'hi',
      gift: null,
      media: null,
      created_at: '2026-01-01T00:00:00Z',
      read: false,
    },
  },
})

describe('live counters', () => {
  it('counts a received message unless its chat is open, never an own one', () => {
    expect(applyLiveEvent(counts, message(5, 3), 1, null).unreadMessages).toBe(3)
    expect(applyLiveEvent(counts, message(5, 3), 1, 3).unreadMessages).toBe(2)
    expect(applyLiveEvent(counts, message(1, 3), 1, null).unreadMessages).toBe(2)
  })

  it('counts likes and takes the balance', () => {
    expect(
      applyLiveEvent(counts, { type: 'like', data: { profile_id: 4 } }, 1, null).newLikes,
    ).toBe(2)
    expect(applyLiveEvent(counts, { type: 'balance', data: { credits: 7 } }, 1, null).credits).toBe(
      7,
    )
  })

  it('replaces the title prefix with the current sum', () => {
    expect(titleWithLiveCounts('(5) Messages · Flirtwave', counts)).toBe('(3) Messages · Flirtwave')
    expect(titleWithLiveCounts('(5) Messages', { ...counts, unreadMessages: 0, newLikes: 0 })).toBe(
      'Messages',
    )
  })
})
