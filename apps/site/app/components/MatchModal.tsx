import type { MessageId } from '@dating/i18n/message-ids'
import type { ProfileSummary } from '@dating/domain/entities'
import { matchModalMachine } from '@dating/machines/match-modal'
import {
  selectIsMatch,
  selectIsOpen,
  selectIsStartingConversation,
  selectProfile,
} from '@dating/machines/match-modal/selectors'
import { Button, LinkButton } from '@dating/ui/Button'
import { Modal } from '@dating/ui/Modal'
import { useLocation, useNavigate, useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import * as styles from '~/styles/likes.css.ts'
import { apiInBrowser } from '@dating/api-client/browser'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
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
      <MatchModalView actor={actor} />
      <SeenLikesRefresh />
    </MatchModalContext.Provider>
  )
}

type MatchModalActor = ReturnType<typeof useActorRef<typeof matchModalMachine>>

function MatchModalView({ actor }: { actor: MatchModalActor }) {
  const intl = useIntl()
  const { brand } = useRootData()
  const open = useSelector(actor, selectIsOpen)
  const profile = useSelector(actor, selectProfile)
  const isMatch = useSelector(actor, selectIsMatch)
  const startingConversation = useSelector(actor, selectIsStartingConversation)

  // SPEC §4: a click anywhere closes the modal; its image, main button and chat link act.
  useEffect(() => {
    if (!open) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null
      if (target?.closest('[data-match-action]')) return
      actor.send({ type: 'close' })
    }
    const listen = window.setTimeout(() => document.addEventListener('click', onClick), 0)
    return () => {
      window.clearTimeout(listen)
      document.removeEventListener('click', onClick)
    }
  }, [actor, open])

  if (!profile) return null
  const name = profile.name
  const message = (id: MessageId) => intl.formatMessage({ id }, { name })
  const image = profile.main_image
  const title = startingConversation
    ? message('matchModal.conversationTitle')
    : isMatch
      ? message('matchModal.title')
      : message('matchModal.likeTitle')
  const text = startingConversation
    ? message('matchModal.conversationText')
    : isMatch
      ? message('matchModal.text')
      : message('matchModal.likeText')

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'close' })}
      title={title}
      description={text}
      closeLabel={intl.formatMessage({ id: 'matchModal.close' })}
      size="sm"
    >
      <div className={styles.modalBody}>
        <button
          type="button"
          className={styles.modalImageButton}
          data-match-action="image"
          aria-label={message('matchModal.openProfile')}
          onClick={() => actor.send({ type: 'choose-image' })}
        >
          {image ? (
            <img
              className={styles.modalImage}
              src={mediaUrl(brand.cdnPrefix, image.match)}
              alt=""
            />
          ) : (
            <span className={styles.modalInitial} aria-hidden="true">
              {name.slice(0, 1)}
            </span>
          )}
        </button>
        {startingConversation ? (
          <LinkButton
            href={`/members/${profile.id}/chat`}
            fullWidth
            data-match-action="chat"
            onClick={(event) => {
              event.preventDefault()
              actor.send({ type: 'open-chat' })
            }}
          >
            {intl.formatMessage({ id: 'matchModal.writeMessage' })}
          </LinkButton>
        ) : (
          <Button
            fullWidth
            data-match-action="main"
            onClick={() => actor.send({ type: 'choose-main' })}
          >
            {intl.formatMessage({
              id: isMatch ? 'matchModal.startConversation' : 'likes.viewProfile',
            })}
          </Button>
        )}
      </div>
    </Modal>
  )
}
