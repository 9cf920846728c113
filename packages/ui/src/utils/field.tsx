import { type ReactNode, useId } from 'react'
import { Icon } from '../components/Icon/Icon.tsx'
import { warningGlyph } from '../components/Icon/glyphs/warning.tsx'
import { cx } from './class-names.ts'
import * as styles from './field.css.ts'
import { visuallyHidden } from './visually-hidden.css.ts'

/**
 * Ids that tie a control to its hint and error; `describedBy` lists them after any ids the
 * caller passed in its own `aria-describedby`.
 */
export function useFieldIds(
  explicitId: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
) {
  const generated = useId()
  const controlId = explicitId ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null, extraDescribedBy]
    .filter(Boolean)
    .join(' ')
  return { controlId, hintId, errorId, describedBy: describedBy || undefined }
}

export type FieldIds = ReturnType<typeof useFieldIds>

export interface FieldFrameProps {
  ids: FieldIds
  label: ReactNode
  hideLabel: boolean
  hint?: ReactNode
  error?: ReactNode
  className?: string
  /** The control itself, carrying `ids.controlId` and `ids.describedBy`. */
  children: ReactNode
}

/** The label, hint and error every form control shows around itself. */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  hint,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {children}
      {hint != null ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error != null ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  )
}

/** A control's hint, under it; the control names `id` in its `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  )
}

/** A control's error with its warning icon; the control names `id` in its `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <Icon glyph={warningGlyph} size="sm" />
      {children}
    </p>
  )
}
