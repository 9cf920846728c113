import { Card } from '@dating/ui/Card'
import type { ReactNode } from 'react'
import * as styles from '~/styles/settings.css.ts'

/** One card of the settings page: a titled section with an optional line under the title. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  /** Names the heading, which labels the section. */
  id: string
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <Card padding="lg" className={styles.card}>
      <section aria-labelledby={`${id}-title`} className={styles.section}>
        <h2 id={`${id}-title`} className={styles.heading}>
          {title}
        </h2>
        {intro ? <p className={styles.muted}>{intro}</p> : null}
        {children}
      </section>
    </Card>
  )
}
