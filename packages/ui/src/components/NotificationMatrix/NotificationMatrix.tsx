import type { ReactNode } from 'react'
import { Switch } from '../Switch/Switch.tsx'
import * as styles from './NotificationMatrix.css.ts'

export type NotificationMatrixRow = {
  id: string
  label: ReactNode
  /** One switch per channel, in the order of `channels`. */
  switches: { name: string; defaultChecked: boolean; label: string; disabled?: boolean }[]
}

export type NotificationMatrixProps = {
  /** Names the table, e.g. "Notifications". */
  caption: ReactNode
  /** Header of the first column, e.g. "What". */
  kindHeader: ReactNode
  /** Column headers, e.g. "Email", "Push". */
  channels: ReactNode[]
  rows: NotificationMatrixRow[]
}

/** Kinds of news down, channels across, a switch in every cell: how a member hears of what. */
export function NotificationMatrix({
  caption,
  kindHeader,
  channels,
  rows,
}: NotificationMatrixProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.columnHeader}>
            {kindHeader}
          </th>
          {channels.map((channel, index) => (
            <th key={index} scope="col" className={styles.columnHeader}>
              {channel}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={styles.rowHeader}>
              {row.label}
            </th>
            {row.switches.map((toggle) => (
              <td key={toggle.name} className={styles.cell}>
                <Switch
                  name={toggle.name}
                  defaultChecked={toggle.defaultChecked}
                  disabled={toggle.disabled}
                  label={toggle.label}
                  hideLabel
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
