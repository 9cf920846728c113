import { useState } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Avatar.css.ts'
import { initialsOf } from './initials.ts'

export type AvatarProps = styles.AvatarVariants & {
  /** Photo URL; without one (or when it fails to load) the initials of `name` show. */
  src?: string | null
  name: string
  /** Alternative text of the photo; defaults to `name`. Pass "" when a label beside it names it. */
  alt?: string
  className?: string
}

export function Avatar({ src, name, alt, size, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = src != null && src !== '' && failedSrc !== src
  const accessibleName = alt ?? name
  const rootClassName = cx(styles.avatar({ size }), className)
  if (showImage) {
    return (
      <span className={rootClassName}>
        <img
          className={styles.image}
          src={src}
          alt={accessibleName}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      </span>
    )
  }
  if (accessibleName === '') {
    return (
      <span className={rootClassName} aria-hidden="true">
        {initialsOf(name)}
      </span>
    )
  }
  return (
    <span className={rootClassName} role="img" aria-label={accessibleName}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  )
}
