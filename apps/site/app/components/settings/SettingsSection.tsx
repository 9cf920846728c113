import { Card } from '@dating/ui/Card'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import type { ReactNode } from 'react'
import * as styles from './settings.css.ts'

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
      <Stack as="section" space="md" aria-labelledby={`${id}-title`}>
        <Box as="h2" fontSize="lg" fontWeight="bold" id={`${id}-title`}>
          {title}
        </Box>
        {intro ? (
          <Box as="p" color="muted" fontSize="sm">
            {intro}
          </Box>
        ) : null}
        {children}
      </Stack>
    </Card>
  )
}
