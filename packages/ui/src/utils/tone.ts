import type { IconName } from '../components/Icon/paths.tsx'

export const statusTones = ['info', 'success', 'warning', 'danger'] as const

export type StatusTone = (typeof statusTones)[number]

export const toneIcons: Record<StatusTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'warning',
}
