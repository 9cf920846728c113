import { Toast, ToastRegion } from '@dating/ui/Toast'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Flash } from '~/utils/flash.ts'
import { useRootData } from '~/utils/root-data.ts'

const visibleMs = 6_000

/** The cookie library reads the notice after the page loaded, not in its first load. */
const loadFlashCookie = () => import('~/utils/flash-cookie.ts')

/**
 * Shows the notice an action left for this page (utils/flash.ts), once: the root loader reads
 * it, so it is in the page's markup with or without JavaScript; a notice left by a navigation
 * the layout did not reload for is read from the cookie.
 */
export function FlashToast() {
  const intl = useIntl()
  const location = useLocation()
  const fromServer = useRootData().flash
  const [flash, setFlash] = useState<Flash | null>(fromServer)

  useEffect(() => {
    if (fromServer) setFlash(fromServer)
  }, [fromServer])

  // Runs on every navigation: a new page may bring a new notice.
  useEffect(() => {
    void loadFlashCookie().then(({ takeFlash }) => {
      const next = takeFlash()
      if (next) setFlash(next)
    })
  }, [location.key])

  useEffect(() => {
    if (!flash) return
    const timer = setTimeout(() => setFlash(null), visibleMs)
    return () => clearTimeout(timer)
  }, [flash])

  return (
    <ToastRegion label={intl.formatMessage({ id: 'common.notices' })}>
      {flash ? (
        <Toast
          tone="success"
          onDismiss={() => setFlash(null)}
          dismissLabel={intl.formatMessage({ id: 'common.close' })}
        >
          {intl.formatMessage({ id: flash.id }, flash.values)}
        </Toast>
      ) : null}
    </ToastRegion>
  )
}
