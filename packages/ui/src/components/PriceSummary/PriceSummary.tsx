import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './PriceSummary.css.ts'

export type PriceSummaryRow = {
  label: ReactNode
  /** Formatted, e.g. "€14.99" or "−€3.75". */
  value: ReactNode
  /** A discount shows in the success colour. */
  discount?: boolean
}

export type PriceSummaryProps = {
  /** The lines before the total: the list price, a discount. */
  rows: PriceSummaryRow[]
  totalLabel: ReactNode
  /** What the member pays, formatted; announced politely when it changes. */
  total: ReactNode
  className?: string
}

/** The price of an order as the api worked it out: list price, discount and the total to pay. */
export function PriceSummary({ rows, totalLabel, total, className }: PriceSummaryProps) {
  return (
    <dl className={cx(styles.summary, className)}>
      {rows.map((row, index) => (
        <div key={index} className={styles.row}>
          <dt className={cx(styles.term, row.discount && styles.discount)}>{row.label}</dt>
          <dd className={cx(styles.value, row.discount && styles.discount)}>{row.value}</dd>
        </div>
      ))}
      <dt className={cx(styles.term, styles.total)}>{totalLabel}</dt>
      <dd className={cx(styles.value, styles.total)} aria-live="polite" data-price-total="">
        {total}
      </dd>
    </dl>
  )
}
