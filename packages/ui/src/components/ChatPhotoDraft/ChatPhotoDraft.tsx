import type { ReactNode } from 'react'
import { Button } from '../Button/Button.tsx'
import * as styles from './ChatPhotoDraft.css.ts'

export type ChatPhotoDraftProps = {
  /** The chosen file, e.g. an object URL. */
  src: string
  /** Names the preview for screen readers, e.g. 'Photo to send'. */
  alt: string
  /** The send button, with the price, e.g. 'Send photo (10 credits)'. */
  sendLabel: string
  cancelLabel: string
  onSend: () => void
  onCancel: () => void
  /** Under the preview: why it cannot go yet, or nothing. */
  note?: ReactNode
  disabled?: boolean
}

/** A photo chosen in a chat, shown above the composer until it is sent or put away. */
export function ChatPhotoDraft(props: ChatPhotoDraftProps) {
  return (
    <div className={styles.draft} data-chat-photo-draft>
      <img className={styles.preview} src={props.src} alt={props.alt} />
      <div className={styles.actions}>
        <Button type="button" size="sm" onClick={props.onSend} disabled={props.disabled}>
          {props.sendLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        {props.note ? <p className={styles.note}>{props.note}</p> : null}
      </div>
    </div>
  )
}
