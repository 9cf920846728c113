import { createElement, type ReactNode, useId } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './KeyValuePanel.css.ts'

export type KeyValueItem = {
  key: string
  label: ReactNode
  value: ReactNode
}

export type KeyValuePanelProps = styles.ListVariants & {
  /** Names the panel (a region) and heads it. */
  title: ReactNode
  headingLevel?: 2 | 3
  items: readonly KeyValueItem[]
  /** Buttons or badges beside the title. */
  actions?: ReactNode
  /** Below the list, e.g. photos or a form. */
  children?: ReactNode
  className?: string
}

/** Facts about one thing as a description list under a heading, e.g. a report or a profile. */
export function KeyValuePanel({
  title,
  headingLevel = 2,
  items,
  actions,
  columns,
  children,
  className,
}: KeyValuePanelProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel, className)}>
      <div className={styles.header}>
        {createElement(`h${headingLevel}`, { id: headingId, className: styles.title }, title)}
        {actions}
      </div>
      <dl className={styles.list({ columns })}>
        {items.map((item) => (
          <div key={item.key} className={styles.item}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  )
}
