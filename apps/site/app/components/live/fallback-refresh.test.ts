import { describe, expect, it } from 'vitest'
import { refreshesPageData, refreshIntervalMs } from './fallback-refresh.ts'

describe('the fallback refresh', () => {
  it('runs every 60 s, every 300 s in a browser that gets pushes', () => {
    expect(refreshIntervalMs('not-subscribed')).toBe(60_000)
    expect(refreshIntervalMs('unsupported')).toBe(60_000)
    expect(refreshIntervalMs('subscribed')).toBe(300_000)
  })

  it('reloads the data of the chats, a chat and the likes, not of other pages', () => {
    for (const path of [
      '/chats',
      '/chats/12',
      '/members/7/chat',
      '/likes/received',
      '/likes/m/3',
    ]) {
      expect(refreshesPageData(path)).toBe(true)
    }
    for (const path of ['/', '/members', '/members/7', '/credits', '/chatsx', '/profile']) {
      expect(refreshesPageData(path)).toBe(false)
    }
  })
})
