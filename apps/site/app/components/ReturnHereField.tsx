import { useLocation } from '@remix-run/react'
import { useHydrated } from '~/utils/hydrated.ts'

/**
 * The page to come back to (`redirectTo`), sent only by a form posted before the page's code
 * runs (without JavaScript, or on a slow phone): its action then answers with a redirect there
 * and a flash notice. Once hydrated, the form's fetcher posts without it and gets the action's
 * data instead (decision 076).
 */
export function ReturnHereField({ to }: { to?: string }) {
  const location = useLocation()
  const hydrated = useHydrated()
  if (hydrated) return null
  const here = `${location.pathname}${location.search}`
  return <input type="hidden" name="redirectTo" value={to ?? here} />
}
