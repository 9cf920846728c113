import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { cx } from '../../utils/class-names.ts'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import { Icon } from '../Icon/Icon.tsx'
import { closeGlyph } from '../Icon/glyphs/close.tsx'
import { focusableElements } from './focusable.ts'
import * as styles from './Modal.css.ts'

/** What asked the modal to close, for flows that let only some of them close it. */
export type ModalCloseSource = 'backdrop' | 'escape' | 'button'

export type ModalProps = styles.ModalVariants & {
  open: boolean
  /** Called on the close button, a backdrop click or Escape, only while `dismissible`. */
  onClose: (via: ModalCloseSource) => void
  /** Names the dialog (`aria-labelledby`). */
  title: ReactNode
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean
  /** Describes the dialog (`aria-describedby`), e.g. a short intro line. */
  description?: ReactNode
  /**
   * `false` while a flow must not be interrupted (signup in progress): no close button, and
   * backdrop clicks and Escape do nothing.
   */
  dismissible?: boolean
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string
  /** Receives focus on open; defaults to the first control after the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Action row under the body, e.g. buttons. */
  footer?: ReactNode
  /**
   * Renders where the modal stands, on the server too, instead of into `document.body` after
   * hydration: for a notice the first paint must show. The focus trap starts with hydration.
   */
  inPlace?: boolean
  children?: ReactNode
}

/** An accessible modal dialog rendered into `document.body` with a focus trap. */
export function Modal(props: ModalProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!props.open) return null
  if (props.inPlace) return <OpenModal {...props} />
  if (!mounted) return null
  return createPortal(<OpenModal {...props} />, document.body)
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  description,
  dismissible = true,
  closeLabel,
  initialFocusRef,
  footer,
  size,
  inPlace = false,
  children,
}: ModalProps) {
  // In place it is part of the page's first paint: no entrance to wait for.
  const still = inPlace ? styles.still : undefined
  const backdropRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    const dialog = dialogRef.current
    if (dialog) {
      const focusable = focusableElements(dialog)
      const firstContentControl = focusable.find(
        (element) => !closeButtonRef.current?.contains(element),
      )
      const target = initialFocusRef?.current ?? firstContentControl ?? focusable[0] ?? dialog
      target.focus()
    }
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previousOverflow
      previouslyFocused?.focus?.()
    }
  }, [initialFocusRef])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      if (dismissible) onClose('escape')
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusable = focusableElements(dialogRef.current)
    if (focusable.length === 0) {
      event.preventDefault()
      return
    }
    const first = focusable[0]!
    const last = focusable[focusable.length - 1]!
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  useEffect(() => {
    const backdrop = backdropRef.current
    if (!backdrop || !dismissible) return
    // Pointer convenience only; keyboard users close with Escape or the close button.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === backdrop) onClose('backdrop')
    }
    backdrop.addEventListener('click', onBackdropClick)
    return () => backdrop.removeEventListener('click', onBackdropClick)
  }, [dismissible, onClose])

  return (
    <div ref={backdropRef} className={cx(styles.backdrop, still)} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.dialog({ size }), still)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button
              ref={closeButtonRef}
              type="button"
              className={styles.closeButton}
              aria-label={closeLabel}
              onClick={() => onClose('button')}
            >
              <Icon glyph={closeGlyph} />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>
          {description ? <p id={descriptionId}>{description}</p> : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  )
}
