import { appBadgeCount } from '@dating/domain/app-shell'
import { useEffect } from 'react'
import { useLiveCounts } from '~/components/live/LiveProvider.tsx'
import { useRootData } from '~/utils/root-data.ts'

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/**
 * SPEC §4: the installed app's icon shows unread messages plus new likes where the browser
 * supports app badges; a failure is ignored (SPEC §8). Renders nothing.
 */
export function AppBadge() {
  const { member } = useRootData()
  // The live stream's counters, current between page loads; the page's own otherwise.
  const live = useLiveCounts()
  const count = appBadgeCount(member && (live ?? member))
  useEffect(() => {
    const badgeNavigator = navigator as BadgeNavigator
    if (typeof badgeNavigator.setAppBadge !== 'function') return
    const update =
      count > 0
        ? badgeNavigator.setAppBadge(count)
        : (badgeNavigator.clearAppBadge?.() ?? badgeNavigator.setAppBadge(0))
    update.catch(() => {})
  }, [count])
  return null
}
