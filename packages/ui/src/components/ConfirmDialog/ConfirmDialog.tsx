import { type ButtonHTMLAttributes, type ReactNode, useCallback, useRef, useState } from 'react'
import { Button } from '../Button/Button.tsx'
import type { ButtonVariants } from '../Button/Button.css.ts'
import { Modal } from '../Modal/Modal.tsx'

export type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  /** What will happen, in a sentence. */
  description: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  /** Accessible name of the dialog's close button. */
  closeLabel: string
  /** `danger` for what cannot be undone; the cancel button then has the focus. */
  tone?: 'primary' | 'danger'
  onConfirm: () => void
  onCancel: () => void
  /** More detail between the description and the buttons. */
  children?: ReactNode
}

/** Asks before an action that is hard to undo: confirm or cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="sm"
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

export type ConfirmButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'title'> &
  Pick<
    ConfirmDialogProps,
    'title' | 'description' | 'confirmLabel' | 'cancelLabel' | 'closeLabel' | 'tone' | 'children'
  > & {
    /** The button's own text. */
    label: ReactNode
    variant?: ButtonVariants['variant']
    size?: ButtonVariants['size']
  }

/**
 * A submit button that asks first. Before its code has loaded (or without JavaScript) it
 * submits its form at once, so the form still works; with code, a confirm dialog comes first
 * and only "confirm" sends the form (with this button's name and value).
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'danger',
  variant,
  size,
  children,
  onClick,
  ...buttonProps
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const confirm = useCallback(() => {
    setOpen(false)
    const button = buttonRef.current
    // Submitting through the button sends its name and value, as its own click would have.
    button?.form?.requestSubmit(button)
  }, [])
  return (
    <>
      <Button
        ref={buttonRef}
        type="submit"
        variant={variant ?? tone}
        size={size}
        onClick={(event) => {
          onClick?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          setOpen(true)
        }}
        {...buttonProps}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        closeLabel={closeLabel}
        tone={tone}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  )
}
