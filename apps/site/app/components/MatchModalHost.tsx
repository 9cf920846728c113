import { matchModalMachine } from '@dating/machines/match-modal'
import { selectProfile } from '@dating/machines/match-modal/selectors'
import { apiInBrowser } from '@dating/api-client/browser'
import { useLocation, useNavigate, useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect } from 'react'
import { fromPromise } from 'xstate'
import { useRootData } from '~/utils/root-data.ts'
import {
  likeModalDelay,
  type MatchModalActor,
  type MatchNews,
  withoutDelayQuery,
} from './match-modal-shared.ts'

/**
 * The match modal's machine, loaded by `MatchModalProvider` on first need. `connect` hands the
 * provider the function that shows a match and answers the matches found while this loaded.
 */
export function MatchModalHost({
  connect,
}: {
  connect: (showMatch: (match: MatchNews) => void) => MatchNews[]
}) {
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
    const showMatch = (match: MatchNews) => {
      if (typeof match !== 'number') {
        actor.send({ type: 'match-found', profile: match })
        return
      }
      // A match the other member made: their profile first, then the same modal.
      apiInBrowser()
        .getProfile(match)
        .then(({ profile }) => actor.send({ type: 'match-found', profile }))
        .catch(() => {})
    }
    for (const match of connect(showMatch)) showMatch(match)
  }, [actor, connect])

  useEffect(() => {
    if (!member) return
    const seconds = likeModalDelay(location.search)
    if (seconds === null) return
    actor.send({ type: 'schedule-like-modal', seconds })
    window.history.replaceState(window.history.state, '', withoutDelayQuery(window.location.href))
  }, [actor, member, location.search])

  return <MatchModalSlot actor={actor} />
}

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
