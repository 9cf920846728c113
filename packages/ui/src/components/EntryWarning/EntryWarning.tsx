import type { ReactNode } from 'react'
import { Button, LinkButton } from '../Button/Button.tsx'
import { Modal } from '../Modal/Modal.tsx'
import * as styles from './EntryWarning.css.ts'
import { useStandaloneDisplay } from './standalone-display.ts'

export type EntryWarningProps = {
  /** Whether the warning is due; it still stays closed inside an installed app. */
  open: boolean
  /** E.g. "Adults only". */
  title: ReactNode
  /** The warning itself, one paragraph per item. */
  paragraphs: ReactNode[]
  /** E.g. "I am 18 or older – enter". */
  enterLabel: string
  /** E.g. "Leave". */
  leaveLabel: string
  /** Where "leave" goes. */
  leaveHref: string
  /** The visitor confirmed; the caller remembers it (with a timestamp). */
  onEnter: () => void
}

/**
 * The site-entry warning (an adult-content notice): a dialog the visitor answers by entering or
 * leaving. It cannot be closed any other way, and it never shows inside an installed app.
 */
export function EntryWarning({
  open,
  title,
  paragraphs,
  enterLabel,
  leaveLabel,
  leaveHref,
  onEnter,
}: EntryWarningProps) {
  const standalone = useStandaloneDisplay()
  if (!open || standalone === true) return null
  return (
    // Rendered on the server for the first paint; the style keeps it out of an installed app
    // until hydration knows the display mode.
    <div className={styles.hiddenInInstalledApp}>
      <Modal
        inPlace
        open
        onClose={onEnter}
        dismissible={false}
        title={title}
        closeLabel={enterLabel}
        size="sm"
        footer={
          <div className={styles.actions}>
            <LinkButton href={leaveHref} variant="secondary" rel="noopener noreferrer">
              {leaveLabel}
            </LinkButton>
            <Button onClick={onEnter}>{enterLabel}</Button>
          </div>
        }
      >
        <div className={styles.body}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Modal>
    </div>
  )
}
