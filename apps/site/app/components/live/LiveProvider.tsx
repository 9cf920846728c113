/**
 * The member's live stream (GET /api/live.php, one EventSource per page) and the counters it
 * keeps current: unread messages, new likes and credits in the header and the title prefix.
 * While the stream is down, the SPEC §4 refresh (first after 5 s, then every 60 s, 300 s with
 * push) keeps them and the chats, chat and likes pages current (fallback-refresh.ts).
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLaterModule } from '@dating/ui/later'
import { useRootData } from '~/utils/root-data.ts'
import type { LiveCounts } from './counts.ts'
import type { LiveListener } from './live-listener.ts'

/**
 * What pages do with the stream. The functions never change, so effects that use them do not
 * run again when a counter changes.
 */
type LiveActions = {
  /** Listens to every event of the stream; answers the function that stops listening. */
  subscribe: (listener: LiveListener) => () => void
  /** A chat that is open reads its own messages: they never count as unread. */
  setOpenConversation: (id: number | null) => void
  /** Messages of the open chat were read: the header and title drop them at once. */
  dropUnread: (count: number) => void
  /** Reads the counters from the api (after a change the stream does not tell). */
  refresh: () => void
}

const LiveActionsContext = createContext<LiveActions | null>(null)
const LiveCountsContext = createContext<LiveCounts | null>(null)

/** The user schema (and valibot) load when the counters are read again, not with every page. */
const loadUserCounts = () => import('./user-counts.ts')

/** The stream, its fallback refresh and the title counters load after hydration, for members. */
const loadStream = () => import('./LiveStream.tsx')

export function LiveProvider({ children }: { children: ReactNode }) {
  const { member } = useRootData()
  const profileId = member?.profileId ?? null
  const [counts, setCounts] = useState<LiveCounts | null>(
    member
      ? {
          unreadMessages: member.unreadMessages,
          newLikes: member.newLikes,
          credits: member.credits,
        }
      : null,
  )
  const listeners = useRef(new Set<LiveListener>())
  const openConversation = useRef<number | null>(null)

  useEffect(() => {
    setCounts(
      member
        ? {
            unreadMessages: member.unreadMessages,
            newLikes: member.newLikes,
            credits: member.credits,
          }
        : null,
    )
  }, [member])

  const refresh = useCallback(() => {
    fetch('/api/user.php', { headers: { accept: 'application/json', 'request-type': 'client' } })
      .then(async (response) => {
        if (!response.ok) return
        const [body, { liveCountsOfUserResponse }] = await Promise.all([
          response.json(),
          loadUserCounts(),
        ])
        const read = liveCountsOfUserResponse(body)
        if (read) setCounts(read)
      })
      .catch(() => {})
  }, [])

  const { module } = useLaterModule(loadStream, profileId !== null)

  const actions = useMemo<LiveActions>(
    () => ({
      subscribe: (listener) => {
        listeners.current.add(listener)
        return () => listeners.current.delete(listener)
      },
      setOpenConversation: (id) => {
        openConversation.current = id
      },
      dropUnread: (count) =>
        setCounts((current) =>
          current
            ? { ...current, unreadMessages: Math.max(0, current.unreadMessages - count) }
            : current,
        ),
      refresh,
    }),
    [refresh],
  )
  return (
    <LiveActionsContext.Provider value={actions}>
      <LiveCountsContext.Provider value={counts}>
        {children}
        {module && profileId !== null ? (
          <module.LiveStream
            profileId={profileId}
            counts={counts}
            setCounts={setCounts}
            listeners={listeners}
            openConversation={openConversation}
            refresh={refresh}
          />
        ) : null}
      </LiveCountsContext.Provider>
    </LiveActionsContext.Provider>
  )
}

export function useLive(): LiveActions {
  const actions = useContext(LiveActionsContext)
  if (!actions) throw new Error('useLive needs a LiveProvider')
  return actions
}

/** The live counters, or null outside a LiveProvider or for visitors. */
export function useLiveCounts(): LiveCounts | null {
  return useContext(LiveCountsContext)
}
