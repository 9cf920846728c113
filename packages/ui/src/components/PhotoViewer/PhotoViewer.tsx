import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { cx } from '../../utils/class-names.ts'
import { Icon } from '../Icon/Icon.tsx'
import { chevronLeftGlyph } from '../Icon/glyphs/chevron-left.tsx'
import { chevronRightGlyph } from '../Icon/glyphs/chevron-right.tsx'
import { closeGlyph } from '../Icon/glyphs/close.tsx'
import { lockGlyph } from '../Icon/glyphs/lock.tsx'
import { focusableElements } from '../Modal/focusable.ts'
import * as styles from './PhotoViewer.css.ts'

export type ViewerPhoto = {
  key?: string
  src: string
  /** Widths for the browser to choose from, e.g. "a.webp 720w, b.webp 1440w". */
  srcSet?: string
  alt: string
  /** The server sent the blurred file; the viewer keeps it blurred and says why. */
  locked?: boolean
}

export type PhotoViewerProps = {
  photos: readonly ViewerPhoto[]
  /** The photo shown; null keeps the viewer closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Names the dialog, e.g. "Photos of Anna". */
  label: string
  closeLabel: string
  previousLabel: string
  nextLabel: string
  /** "2 of 5" for the given 1-based position. */
  positionLabel: (position: number, count: number) => string
  lockedLabel?: string
}

/** A horizontal drag this far (CSS px) turns the page, like a swipe on a phone. */
const swipeDistance = 40

/**
 * The full-screen photo viewer of a profile page: arrow keys and swipes go through the photos,
 * Escape and the close button leave (focus returns to what opened it), locked photos stay
 * blurred with their label.
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (props.index === null || !mounted || props.photos.length === 0) return null
  return createPortal(<OpenViewer {...props} index={props.index} />, document.body)
}

function OpenViewer({
  photos,
  index,
  onIndexChange,
  onClose,
  label,
  closeLabel,
  previousLabel,
  nextLabel,
  positionLabel,
  lockedLabel,
}: PhotoViewerProps & { index: number }) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const dragStart = useRef<{ x: number; y: number } | null>(null)
  const count = photos.length
  const current = Math.min(Math.max(index, 0), count - 1)
  const photo = photos[current] as ViewerPhoto
  const go = (step: number) => onIndexChange((current + step + count) % count)

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null
    closeRef.current?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previousOverflow
      previouslyFocused?.focus?.()
    }
  }, [])

  // On the document: a swipe or a tap on the photo leaves the focus on no control.
  const keys = useRef({ go, onClose })
  keys.current = { go, onClose }
  useEffect(() => {
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
      if (event.key === 'Escape') keys.current.onClose()
      else if (step !== undefined) keys.current.go(step)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onDocumentKey)
    return () => document.removeEventListener('keydown', onDocumentKey)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && dialogRef.current) {
      const focusable = focusableElements(dialogRef.current)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current
    dragStart.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1)
  }

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className={styles.viewer}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
    >
      <div className={styles.topBar}>
        <p className={styles.position} aria-live="polite">
          {positionLabel(current + 1, count)}
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.iconButton}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <Icon glyph={closeGlyph} />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null
        }}
      >
        <img
          key={photo.key ?? photo.src}
          className={cx(styles.photo, photo.locked && styles.lockedPhoto)}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.srcSet ? '100vw' : undefined}
          alt={photo.alt}
          draggable={false}
        />
        {photo.locked && lockedLabel ? (
          <span className={styles.lockPill}>
            <Icon glyph={lockGlyph} size="sm" />
            {lockedLabel}
          </span>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={previousLabel}
            onClick={() => go(-1)}
          >
            <Icon glyph={chevronLeftGlyph} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={nextLabel}
            onClick={() => go(1)}
          >
            <Icon glyph={chevronRightGlyph} />
          </button>
        </div>
      ) : null}
    </div>
  )
}
