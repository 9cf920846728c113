import type { ProfileSummary } from '@dating/domain/entities'
import { useLocation } from '@remix-run/react'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react'
import { useLaterModule } from '@dating/ui/later'
import { useRootData } from '~/utils/root-data.ts'
import { useLive } from './live/LiveProvider.tsx'
import { likeModalDelay, type MatchNews } from './match-modal-shared.ts'
import { SeenLikesRefresh } from './SeenLikesRefresh.tsx'

interface MatchModalApi {
  /** Opens the match modal for a like that just made a match. */
  showMatch: (profile: ProfileSummary) => void
}

const MatchModalContext = createContext<MatchModalApi>({ showMatch: () => {} })

export const useMatchModal = () => useContext(MatchModalContext)

const loadHost = () => import('./MatchModalHost.tsx')

/** How long a shown match is not shown again (the stream also tells the member who liked). */
const shownMatchMemoryMs = 60_000

/**
 * Holds the match modal of SPEC §4 for the pages of a logged-in member: like buttons open it
 * on a match (`useMatchModal().showMatch`), and the `t` query opens the like modal with the
 * profile of GET /api/auto-like.php after `t` seconds, then leaves the URL. A match made by the
 * other member arrives on the live stream, so both members see it. The modal's machine (and
 * xstate) loads on first need: the first match, or a page with the `t` query.
 */
export function MatchModalProvider({ children }: { children: ReactNode }) {
  const { member } = useRootData()
  const location = useLocation()
  const wantsLikeModal = member !== null && likeModalDelay(location.search) !== null
  const { module, start } = useLaterModule(loadHost, wantsLikeModal)
  const show = useRef<((match: MatchNews) => void) | null>(null)
  const waiting = useRef<MatchNews[]>([])
  const shownAt = useRef(new Map<number, number>())

  const connect = useCallback((showMatch: (match: MatchNews) => void) => {
    show.current = showMatch
    return waiting.current.splice(0)
  }, [])

  const showOnce = useCallback(
    (match: MatchNews) => {
      const id = typeof match === 'number' ? match : match.id
      const now = Date.now()
      if (now - (shownAt.current.get(id) ?? Number.NEGATIVE_INFINITY) < shownMatchMemoryMs) return
      shownAt.current.set(id, now)
      if (show.current) {
        show.current(match)
        return
      }
      waiting.current.push(match)
      start()
    },
    [start],
  )

  const { subscribe } = useLive()
  useEffect(
    () =>
      subscribe((event) => {
        if (event.type === 'match') showOnce(event.data.profile_id)
      }),
    [subscribe, showOnce],
  )

  const api = useMemo<MatchModalApi>(() => ({ showMatch: showOnce }), [showOnce])
  return (
    <MatchModalContext.Provider value={api}>
      {children}
      {module ? <module.MatchModalHost connect={connect} /> : null}
      <SeenLikesRefresh />
    </MatchModalContext.Provider>
  )
}
