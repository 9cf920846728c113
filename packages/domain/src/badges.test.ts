import { describe, expect, it } from 'vitest'
import { creditsBadge, titleWithCount, unreadBadgeText } from './badges.ts'

describe('unreadBadgeText', () => {
  it('is empty at zero and capped at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull()
    expect(unreadBadgeText(7)).toBe('7')
    expect(unreadBadgeText(99)).toBe('99')
    expect(unreadBadgeText(100)).toBe('99+')
  })
})

describe('creditsBadge', () => {
  it('shows only for paid users at 10 credits or fewer', () => {
    expect(creditsBadge(5, false)).toBeNull()
    expect(creditsBadge(11, true)).toBeNull()
    expect(creditsBadge(10, true)).toEqual({ text: '10', tone: 'warning' })
    expect(creditsBadge(0, true)).toEqual({ text: '0', tone: 'danger' })
  })
})

describe('titleWithCount', () => {
  it('prefixes the sum of unread messages and new likes', () => {
    expect(titleWithCount('Members', 2, 1)).toBe('(3) Members')
    expect(titleWithCount('Members', 0, 0)).toBe('Members')
  })
})
