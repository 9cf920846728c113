import * as styles from './TypingIndicator.css.ts'

export type TypingIndicatorProps = {
  /** e.g. "Sanne is typing…"; nothing shows while null. */
  label: string | null
}

/** Tells that the other member is typing; a polite live region so screen readers hear it once. */
export function TypingIndicator({ label }: TypingIndicatorProps) {
  return (
    <div className={styles.indicator} aria-live="polite" data-typing={label ? 'true' : 'false'}>
      {label ? (
        <>
          <span className={styles.dots} aria-hidden="true">
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </span>
          {label}
        </>
      ) : null}
    </div>
  )
}
