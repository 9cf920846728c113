import { timeBonus } from '@dating/domain/constants'
import { isMembersArea, timeBonusDismissalKey } from '@dating/domain/time-bonus'
import { timeBonusMachine } from '@dating/machines/time-bonus'
import {
  selectCountdown,
  selectShowsBanner,
  selectShowsModal,
} from '@dating/machines/time-bonus/selectors'
import { LinkButton } from '@dating/ui/Button'
import { Modal } from '@dating/ui/Modal'
import { useLocation } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import * as styles from './credits.css.ts'
import * as page from '~/styles/page.css.ts'
import { isDismissal } from '@dating/domain/alerts'
import type { MemberView } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

const dismissalKey = timeBonusDismissalKey

function readDismissal(): boolean {
  try {
    return isDismissal(window.localStorage.getItem(dismissalKey))
  } catch {
    return false
  }
}

/**
 * The time bonus of SPEC §4 for a member who has not paid: the countdown banner in the members
 * area and the modal after 40 s there at 0 credits. Loaded by `TimeBonus`.
 */
export function TimeBonusOffer({ member }: { member: MemberView }) {
  const { pathname } = useLocation()
  const [machine] = useState(() =>
    timeBonusMachine.provide({
      actions: {
        storeModalDismissal: () => {
          try {
            window.localStorage.setItem(dismissalKey, String(Date.now()))
          } catch {
            // Private browsing may refuse storage; the modal still closes for this visit.
          }
        },
      },
    }),
  )
  const actor = useActorRef(machine, {
    input: {
      signupDate: member.signupDate,
      paidUser: member.paidUser,
      credits: member.credits,
      modalDismissed: readDismissal(),
    },
  })
  const inArea = isMembersArea(pathname)
  useEffect(() => {
    actor.send({ type: inArea ? 'enter-members-area' : 'leave-members-area' })
  }, [actor, inArea])
  useEffect(
    () => actor.send({ type: 'credits-changed', credits: member.credits }),
    [actor, member.credits],
  )
  useEffect(() => {
    if (member.paidUser) actor.send({ type: 'paid' })
  }, [actor, member.paidUser])

  const showsBanner = useSelector(actor, selectShowsBanner)
  const showsModal = useSelector(actor, selectShowsModal)
  const countdown = useSelector(actor, selectCountdown)
  const message = useMessage()
  const dismiss = () => actor.send({ type: 'dismiss-modal' })
  return (
    <>
      {showsBanner ? (
        <div className={page.notice}>
          <p className={styles.timeBonusBanner} data-testid="time-bonus-banner">
            <span>
              {message('timeBonus.banner', { percentage: timeBonus.percentage })}{' '}
              <time className={styles.countdown} aria-live="off">
                {countdown}
              </time>
            </span>
            <LinkButton href="/credits" size="sm">
              {message('timeBonus.cta')}
            </LinkButton>
          </p>
        </div>
      ) : null}
      <Modal
        open={showsModal}
        onClose={dismiss}
        title={message('timeBonus.modal.title', { percentage: timeBonus.percentage })}
        closeLabel={message('timeBonus.modal.dismiss')}
        footer={
          <LinkButton href="/credits" fullWidth onClick={dismiss}>
            {message('timeBonus.cta')}
          </LinkButton>
        }
      >
        <p>{message('timeBonus.modal.text', { percentage: timeBonus.percentage })}</p>
        <p>
          {message('timeBonus.modal.actFast', { hours: timeBonus.windowSeconds / 3600 })}{' '}
          <time className={styles.countdown}>{countdown}</time>
        </p>
      </Modal>
    </>
  )
}
