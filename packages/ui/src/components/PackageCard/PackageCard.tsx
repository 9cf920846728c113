import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './PackageCard.css.ts'

export type PackageCardProps = styles.PackageCardVariants & {
  /** e.g. "120 credits". */
  title: ReactNode
  /** The price to pay, formatted, e.g. "€59.99". */
  price: ReactNode
  /** The price before a discount, shown struck through. */
  listPrice?: ReactNode
  /** e.g. "One message: €1.50". */
  detail?: ReactNode
  /** The popular label; the card shows none when absent. */
  popularLabel?: ReactNode
  /** The buy button or link. */
  action?: ReactNode
  className?: string
}

/** A credit package of the credits and pricing pages, in one of the styles p0 to p3 (SPEC §9). */
export function PackageCard({
  packageStyle,
  title,
  price,
  listPrice,
  detail,
  popularLabel,
  action,
  className,
}: PackageCardProps) {
  return (
    <article
      className={cx(styles.packageCard({ packageStyle }), className)}
      data-package-style={packageStyle ?? 'p0'}
    >
      {popularLabel ? <span className={styles.popular}>{popularLabel}</span> : null}
      <h2 className={styles.credits}>{title}</h2>
      {/* Not a <p>: a bold price over a detail line reads as a heading to assistive tools. */}
      <div className={styles.price}>
        {listPrice ? <del className={styles.listPrice}>{listPrice}</del> : null}
        {price}
      </div>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  )
}
