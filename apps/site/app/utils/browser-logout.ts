import { onBrowserLogout } from '@dating/api-client/logout'
import { useEffect } from 'react'

/**
 * When a browser api call answers 403 authentication_required (the session ended elsewhere:
 * a password change, a deletion, its expiry), the visitor is logged out: the page goes to the
 * login and back here afterwards; the root loader drops the dead session cookie on the way.
 */
export function useBrowserLogout(): void {
  useEffect(
    () =>
      onBrowserLogout(() => {
        const here = `${window.location.pathname}${window.location.search}`
        window.location.assign(`/login?redirectTo=${encodeURIComponent(here)}`)
      }),
    [],
  )
}
