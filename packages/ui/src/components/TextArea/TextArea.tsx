import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import { FieldFrame, useFieldIds } from '../../utils/field.tsx'
import * as styles from './TextArea.css.ts'

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & {
  label: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  /** Error message; when set the text area is marked invalid and described by it. */
  error?: ReactNode
  fieldClassName?: string
}

/** A labelled multi-line text input, e.g. a first message; grows by hand only (resize). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hideLabel = false,
    hint,
    error,
    id,
    rows = 4,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...textAreaProps
  },
  ref,
) {
  const ids = useFieldIds(id, hint != null, error != null, extraDescribedBy)
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={fieldClassName}
    >
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        aria-invalid={error != null ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, styles.textArea, className)}
        {...textAreaProps}
      />
    </FieldFrame>
  )
})
