import * as styles from './LoadingBar.css.ts'

export type LoadingBarProps = {
  /** 0 to 1; values outside are clamped. */
  progress: number
  /** Fades the bar out when false (e.g. 500 ms after the navigation finished). */
  visible: boolean
  /** Accessible name, e.g. "Loading page". */
  label: string
}

/** Thin page-load bar at the top of the viewport; the timing lives in the app's machine. */
export function LoadingBar({ progress, visible, label }: LoadingBarProps) {
  const clamped = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0
  return (
    <div
      className={styles.track}
      data-visible={visible}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      aria-hidden={visible ? undefined : true}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  )
}
