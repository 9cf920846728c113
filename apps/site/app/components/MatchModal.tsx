import type { ProfileSummary } from '@dating/domain/entities'
import { matchModalMachine } from '@dating/machines/match-modal'
import { selectProfile } from '@dating/machines/match-modal/selectors'
import { useLocation, useNavigate, useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
} from 'react'
import { fromPromise } from 'xstate'
import { apiInBrowser } from '@dating/api-client/browser'
import { useRootData } from '~/utils/root-data.ts'
import { SeenLikesRefresh } from './SeenLikesRefresh.tsx'

interface MatchModalApi {
  /** Opens the match modal for a like that just made a match. */
  showMatch: (profile: ProfileSummary) => void
}

const MatchModalContext = createContext<MatchModalApi>({ showMatch: () => {} })

export const useMatchModal = () => useContext(MatchModalContext)

/** Longest `t` delay honoured, in seconds (an hour). */
const maxDelaySeconds = 3_600

/** The `t` query in seconds, when it is a sensible delay. */
export function likeModalDelay(search: string): number | null {
  const raw = new URLSearchParams(search).get('t')
  if (raw === null || !/^\d{1,5}(\.\d{1,3})?$/.test(raw)) return null
  const seconds = Number(raw)
  return seconds <= maxDelaySeconds ? seconds : null
}

/** The current URL without its `t` query, for history.replaceState. */
export function withoutDelayQuery(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('t')
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Holds the match modal of SPEC §4 for the pages of a logged-in member: like buttons open it
 * on a match (`useMatchModal().showMatch`), and the `t` query opens the like modal with the
 * profile of GET /api/auto-like.php after `t` seconds, then leaves the URL.
 */
export function MatchModalProvider({ children }: { children: ReactNode }) {
  const { member } = useRootData()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const location = useLocation()
  const actor = useActorRef(
    matchModalMachine.provide({
      actors: { loadAutoLike: fromPromise(() => apiInBrowser().getAutoLike()) },
      actions: {
        openProfile: (_, { profileId }) => navigate(`/members/${profileId}`),
        openConversation: (_, { profileId }) => navigate(`/members/${profileId}/chat`),
        reloadLikes: () => revalidator.revalidate(),
      },
    }),
  )

  useEffect(() => {
    if (!member) return
    const seconds = likeModalDelay(location.search)
    if (seconds === null) return
    actor.send({ type: 'schedule-like-modal', seconds })
    window.history.replaceState(window.history.state, '', withoutDelayQuery(window.location.href))
  }, [actor, member, location.search])

  const api = useMemo<MatchModalApi>(
    () => ({ showMatch: (profile) => actor.send({ type: 'match-found', profile }) }),
    [actor],
  )
  return (
    <MatchModalContext.Provider value={api}>
      {children}
      <MatchModalSlot actor={actor} />
      <SeenLikesRefresh />
    </MatchModalContext.Provider>
  )
}

export type MatchModalActor = ReturnType<typeof useActorRef<typeof matchModalMachine>>

/** The modal's view loads when a like first shows it, not with every page. */
const MatchModalView = lazy(() =>
  import('./MatchModalView.tsx').then((module) => ({ default: module.MatchModalView })),
)

function MatchModalSlot({ actor }: { actor: MatchModalActor }) {
  const profile = useSelector(actor, selectProfile)
  if (!profile) return null
  return (
    <Suspense fallback={null}>
      <MatchModalView actor={actor} />
    </Suspense>
  )
}
