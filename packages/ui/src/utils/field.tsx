import { type ReactNode, useId } from 'react'
import { Icon } from '../components/Icon/Icon.tsx'
import * as styles from './field.css.ts'

/** Ids that tie a control to its hint and error, for `aria-describedby`. */
export function useFieldIds(explicitId: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId()
  const controlId = explicitId ?? `field-${generated}`
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ')
  return { controlId, hintId, errorId, describedBy: describedBy || undefined }
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  )
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <Icon name="warning" size="sm" />
      {children}
    </p>
  )
}
