import { Toast, ToastRegion } from '@dating/ui/Toast'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { clearCookie } from '@dating/remix-server/cookies'
import { type Flash, readFlash } from '~/utils/flash.ts'

const visibleMs = 6_000

/** Shows the notice an action left for this page (utils/flash.ts), once. */
export function FlashToast() {
  const intl = useIntl()
  const location = useLocation()
  const [flash, setFlash] = useState<Flash | null>(null)

  // Runs on every navigation: a new page may bring a new notice.
  useEffect(() => {
    const next = readFlash(document.cookie)
    if (!next) return
    // The Cookie Store API is missing from Firefox and Safari; the string comes from the one
    // cookie library of the site (@dating/remix-server/cookies).
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = clearCookie('flash', window.location.protocol === 'https:')
    setFlash(next)
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
