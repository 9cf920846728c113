import type { ReactNode } from 'react'
import * as styles from './MessageBubble.css.ts'

export type MessageSide = (typeof styles.messageSides)[number]
export type MessageStatus = (typeof styles.messageStatuses)[number]

export type MessageBubbleProps = {
  side: MessageSide
  /** Text of the message; shown under a picture as its caption. */
  text?: string
  /** A gift, sticker, gif or photo. */
  picture?: { src: string; alt: string } | null
  /** Time of the message, already formatted. */
  time: string
  /** Own messages only: delivery state, with its label in the reader's language. */
  status?: { value: MessageStatus; label: string } | null
  /** Tapping a failed message sends it again. */
  onRetry?: () => void
  /** An extra action under a received message, e.g. reporting it. */
  action?: { label: string; onClick: () => void } | null
  id?: string
}

/** One chat message: own ones on the right in the brand colour, received ones on the left. */
export function MessageBubble({
  side,
  text,
  picture,
  time,
  status,
  onRetry,
  action,
  id,
}: MessageBubbleProps): ReactNode {
  return (
    <div className={styles.row({ side })} id={id} data-message-side={side}>
      <div className={styles.bubble({ side, media: Boolean(picture) })}>
        {picture ? <img className={styles.picture} src={picture.src} alt={picture.alt} /> : null}
        {text ? picture ? <p className={styles.caption}>{text}</p> : text : null}
      </div>
      <div className={styles.meta}>
        <time>{time}</time>
        {status ? (
          status.value === 'failed' && onRetry ? (
            <button type="button" className={styles.failed} onClick={onRetry}>
              {status.label}
            </button>
          ) : (
            <span data-message-status={status.value}>{status.label}</span>
          )
        ) : null}
        {action ? (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
      </div>
    </div>
  )
}
