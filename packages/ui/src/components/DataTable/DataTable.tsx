import type { ReactNode } from 'react'
import { cx } from '../../utils/class-names.ts'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import * as styles from './DataTable.css.ts'

export type RowTone = (typeof styles.rowTones)[number]

export type DataTableColumn<Row> = {
  key: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Numbers line up on the right (on wide screens). */
  numeric?: boolean
  /** This column names the row for screen readers (`<th scope="row">`); one column at most. */
  rowHeader?: boolean
}

export type DataTableProps<Row> = {
  /** The table's name; shown above it unless `hideCaption`. */
  caption: ReactNode
  hideCaption?: boolean
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Marks rows that need attention (`danger`) or matter less (`muted`). */
  rowTone?: (row: Row) => RowTone
  /** Shown instead of rows when there are none. */
  empty: ReactNode
  /** One block per row on phones (default); false keeps a short table a table. */
  stackOnPhones?: boolean
  className?: string
}

/**
 * A data table that stays a real `<table>` for screen readers: on wide screens a grid with a
 * header row, on phones one block per row with each value's column name beside it.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowTone,
  empty,
  stackOnPhones = true,
  className,
}: DataTableProps<Row>) {
  return (
    <div className={cx(styles.frame, className)}>
      <table className={cx(styles.table, stackOnPhones ? undefined : styles.alwaysTable)}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.headerCell, column.numeric ? styles.numeric : undefined)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row({ tone: rowTone?.(row) ?? 'default' })}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td'
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cx(styles.cell, column.numeric ? styles.numeric : undefined)}
                    >
                      <span className={styles.cellLabel} aria-hidden="true">
                        {column.header}
                      </span>
                      <span>{column.cell(row)}</span>
                    </Cell>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
