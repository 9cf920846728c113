import type { MessageId } from '@dating/i18n/message-ids'
import {
  selectIsMatch,
  selectIsOpen,
  selectIsStartingConversation,
  selectProfile,
} from '@dating/machines/match-modal/selectors'
import { Button, LinkButton } from '@dating/ui/Button'
import { Modal } from '@dating/ui/Modal'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './MatchModalView.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { FictionalBadge } from './FictionalBadge.tsx'
import type { MatchModalActor } from './match-modal-shared.ts'

/** The match modal of SPEC §4, loaded by `MatchModalHost` when a like first shows it. */
export function MatchModalView({ actor }: { actor: MatchModalActor }) {
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
      <Stack space="md" align="center">
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
        {profile.fictional ? (
          <Box as="p" fontSize="sm" textAlign="center">
            <FictionalBadge /> {intl.formatMessage({ id: 'fictional.singular' })}
          </Box>
        ) : null}
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
      </Stack>
    </Modal>
  )
}
