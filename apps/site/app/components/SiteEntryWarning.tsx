import { isSiteEntryQuietPath } from '@dating/domain/site-entry-warning'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLaterModule } from '~/utils/later-module.ts'
import { useRootData } from '~/utils/root-data.ts'

/** Where "leave" takes a visitor who is not of age. */
export const siteEntryLeaveHref = 'https://www.google.com/'

/** The cookie library, loaded while the warning shows instead of with every page. */
const loadCookies = () => import('@dating/remix-server/cookies')

/**
 * The warning's dialog shows only in the browser (never inside an installed app, which only
 * the browser can tell), so its code loads when the warning is due, not with every page.
 */
const loadEntryWarning = () => import('@dating/ui/EntryWarning')

/** SPEC §2's site-entry warning in the default layout, for logged-out visitors. */
export function SiteEntryWarning() {
  const intl = useIntl()
  const { siteEntryWarning, brand, member } = useRootData()
  const { pathname } = useLocation()
  const [entered, setEntered] = useState(false)
  const open = siteEntryWarning && member === null && !entered && !isSiteEntryQuietPath(pathname)
  const { module } = useLaterModule(loadEntryWarning, open)
  useEffect(() => {
    if (open) void loadCookies()
  }, [open])
  const enter = () => {
    const at = String(Date.now())
    void loadCookies().then(({ writeCookie }) => {
      // One fixed cookie, written with the site's cookie library (@dating/remix-server/cookies); the server reads it on the next page.
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      document.cookie = writeCookie('siteEntry', at, window.location.protocol === 'https:')
    })
    setEntered(true)
  }
  if (!module) return null
  const { EntryWarning } = module
  return (
    <EntryWarning
      open={open}
      title={intl.formatMessage({ id: 'entryWarning.title' })}
      paragraphs={[
        intl.formatMessage({ id: 'entryWarning.text' }, { brand: brand.name }),
        intl.formatMessage({ id: 'entryWarning.fictional' }, { icon: brand.fictionalIcon }),
      ]}
      enterLabel={intl.formatMessage({ id: 'entryWarning.enter' })}
      leaveLabel={intl.formatMessage({ id: 'entryWarning.leave' })}
      leaveHref={siteEntryLeaveHref}
      onEnter={enter}
    />
  )
}
