/**
 * SPEC §4's refresh, the fallback while the live stream is down: the counters every 60 s (300 s
 * when this browser gets pushes), the first 5 s after the stream went, and the page's own data
 * where it lists chats, a chat or likes.
 */
import { refresh } from '@dating/domain/constants'
import type { PushState } from '@dating/domain/push'

export function refreshIntervalMs(push: PushState): number {
  return push === 'subscribed' ? refresh.intervalWithPushMs : refresh.intervalMs
}

/** Pages whose loader data the refresh reloads: the chats, one chat, the likes. */
export function refreshesPageData(pathname: string): boolean {
  return /^\/(chats(\/\d+)?|members\/\d+\/chat|likes(\/[a-z]+|\/m\/\d+)?)\/?$/.test(pathname)
}
