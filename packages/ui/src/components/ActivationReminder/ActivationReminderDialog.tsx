import type { ReactNode } from 'react'
import { Modal } from '../Modal/Modal.tsx'
import * as styles from './ActivationReminder.css.ts'

/** The activation reminder as a dialog over the page; loaded when first shown. */
export function ActivationReminderDialog({
  title,
  children,
  action,
  live,
  onClose,
  closeLabel,
}: {
  title: ReactNode
  children: ReactNode
  action: ReactNode
  live: ReactNode
  onClose: () => void
  closeLabel: string
}) {
  return (
    <Modal open onClose={onClose} title={title} closeLabel={closeLabel} size="sm" footer={action}>
      <div className={styles.modalText}>
        <p>{children}</p>
        {live}
      </div>
    </Modal>
  )
}
