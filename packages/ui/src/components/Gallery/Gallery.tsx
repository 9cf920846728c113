import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { Icon } from '../Icon/Icon.tsx'
import { lockGlyph } from '../Icon/glyphs/lock.tsx'
import * as styles from './Gallery.css.ts'

export type GalleryPhoto = {
  key?: string
  src: string
  /** Widths for the browser to choose from, e.g. "a.webp 360w, b.webp 720w". */
  srcSet?: string
  alt: string
  /** The server already sends a blurred image; the overlay says why and offers `lockedAction`. */
  locked?: boolean
  caption?: ReactNode
}

export type GalleryProps = {
  photos: readonly GalleryPhoto[]
  /** Accessible name of the photo list, e.g. "Photos of Anna". */
  label: string
  /** Text on locked photos, e.g. "Premium members only". */
  lockedLabel?: string
  /** Shown under `lockedLabel`, e.g. a "Get Premium" `LinkButton`. */
  lockedAction?: ReactNode
  /** Makes unlocked photos buttons, e.g. to open a larger view. */
  onPhotoSelect?: (index: number) => void
}

/** Photo grid of a profile page; the first photo is shown large. */
export function Gallery({ photos, label, lockedLabel, lockedAction, onPhotoSelect }: GalleryProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {photos.map((photo, index) => {
        const image = (
          <img
            className={cx(styles.photo, photo.locked && styles.lockedPhoto)}
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={
              photo.srcSet
                ? index === 0
                  ? '(max-width: 48rem) 100vw, 32rem'
                  : '(max-width: 48rem) 50vw, 16rem'
                : undefined
            }
            alt={photo.alt}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        )
        return (
          <li key={photo.key ?? photo.src} className={styles.item}>
            <figure className={styles.frame}>
              {onPhotoSelect && !photo.locked ? (
                <button
                  type="button"
                  className={styles.photoButton}
                  onClick={() => onPhotoSelect(index)}
                >
                  {image}
                </button>
              ) : (
                image
              )}
              {photo.locked ? (
                <div className={styles.lockOverlay}>
                  {lockedLabel ? (
                    <span className={styles.lockPill}>
                      <Icon glyph={lockGlyph} size="sm" />
                      {lockedLabel}
                    </span>
                  ) : null}
                  {lockedAction}
                </div>
              ) : null}
            </figure>
            {photo.caption ? <p className={styles.caption}>{photo.caption}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
