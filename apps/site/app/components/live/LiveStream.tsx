import { refresh as refreshTiming } from '@dating/domain/constants'
import { useLocation, useRevalidator } from '@remix-run/react'
import {
  type Dispatch,
  type MutableRefObject,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react'
import { usePush } from '~/components/push/PushProvider.tsx'
import {
  applyLiveEvent,
  type LiveCounts,
  type LiveStreamEvent,
  titleWithLiveCounts,
} from './counts.ts'
import { refreshesPageData, refreshIntervalMs } from './fallback-refresh.ts'
import type { LiveListener } from './live-listener.ts'

const eventTypes = [
  'message',
  'read',
  'typing',
  'like',
  'match',
  'balance',
  'chat_removed',
  'message_removed',
]

export interface LiveStreamProps {
  profileId: number
  counts: LiveCounts | null
  setCounts: Dispatch<SetStateAction<LiveCounts | null>>
  listeners: MutableRefObject<Set<LiveListener>>
  openConversation: MutableRefObject<number | null>
  refresh: () => void
}

/**
 * The member's EventSource, the fallback refresh while it is down and the counters in the
 * title and the app badge; `LiveProvider` loads it after hydration and keeps the counters.
 */
export function LiveStream({
  profileId,
  counts,
  setCounts,
  listeners,
  openConversation,
  refresh,
}: LiveStreamProps) {
  const [connected, setConnected] = useState(false)

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/api/live.php')
    source.addEventListener('open', () => setConnected(true))
    source.addEventListener('error', () => setConnected(false))
    const onEvent = (type: string) => (message: MessageEvent<string>) => {
      let data: unknown
      try {
        data = JSON.parse(message.data)
      } catch {
        return
      }
      const event = { type, data } as LiveStreamEvent
      setCounts((current) =>
        current ? applyLiveEvent(current, event, profileId, openConversation.current) : current,
      )
      for (const listener of listeners.current) listener(event)
    }
    for (const type of eventTypes) {
      source.addEventListener(type, onEvent(type) as EventListener)
    }
    return () => {
      source.close()
      setConnected(false)
    }
  }, [profileId, setCounts, listeners, openConversation])

  // The fallback refresh of SPEC §4, only while logged in and the stream is down.
  const location = useLocation()
  const revalidator = useRevalidator()
  const reloadPage = useRef(() => {})
  reloadPage.current = () => {
    if (refreshesPageData(location.pathname) && revalidator.state === 'idle') {
      revalidator.revalidate()
    }
  }
  const interval = refreshIntervalMs(usePush().state)
  useEffect(() => {
    if (connected) return
    let timer = window.setTimeout(function tick() {
      refresh()
      reloadPage.current()
      timer = window.setTimeout(tick, interval)
    }, refreshTiming.firstAfterMs)
    return () => window.clearTimeout(timer)
  }, [connected, refresh, interval])

  useEffect(() => {
    if (!counts) return
    document.title = titleWithLiveCounts(document.title, counts)
    // The badge of an installed app shows the same sum (SPEC §4); failures are ignored.
    const total = counts.unreadMessages + counts.newLikes
    const navigatorWithBadge = navigator as Navigator & {
      setAppBadge?: (count: number) => Promise<void>
    }
    navigatorWithBadge.setAppBadge?.(total).catch(() => {})
  }, [counts, location.key])

  return null
}
