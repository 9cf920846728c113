import { describe, expect, it } from 'vitest'
import { appBadgeCount, backButtonFallback } from './app-shell.ts'

describe('backButtonFallback', () => {
  it('is set on the routes SPEC §2 names', () => {
    expect(backButtonFallback('/members/12')).toBe('/members')
    expect(backButtonFallback('/likes/received')).toBe('/likes')
    expect(backButtonFallback('/likes/m/7')).toBe('/likes')
    expect(backButtonFallback('/credits')).toBe('/members')
    expect(backButtonFallback('/credits/3')).toBe('/credits')
    expect(backButtonFallback('/credits/3/ideal')).toBe('/credits')
  })

  it('is null everywhere else', () => {
    for (const path of [
      '/',
      '/members',
      '/members/12/chat',
      '/members/12/landing',
      '/likes',
      '/likes/m',
      '/credits/repeat-order',
      '/chats/4',
      '/profile',
    ]) {
      expect(backButtonFallback(path), path).toBeNull()
    }
  })
})

describe('appBadgeCount', () => {
  it('adds unread messages and new likes, nothing for visitors', () => {
    expect(appBadgeCount({ unreadMessages: 3, newLikes: 2 })).toBe(5)
    expect(appBadgeCount({ unreadMessages: 0, newLikes: 0 })).toBe(0)
    expect(appBadgeCount(null)).toBe(0)
  })
})
