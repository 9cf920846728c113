import { isSiteEntryQuietPath } from '@dating/domain/site-entry-warning'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { EntryWarning } from '@dating/ui/EntryWarning'
import { useRootData } from '~/utils/root-data.ts'

/** Where "leave" takes a visitor who is not of age. */
export const siteEntryLeaveHref = 'https://www.google.com/'

/** The cookie library, loaded while the warning shows instead of with every page. */
const loadCookies = () => import('@dating/remix-server/cookies')

/**
 * SPEC §2's site-entry warning in the default layout, for logged-out visitors. It is in the
 * server's page, so a visitor sees it with the first paint, and hydrates in place with the
 * page: loading its code after hydration (markupUntilLoaded) replaced the text a visitor was
 * reading, which the browser counted as the page's largest paint once more, half a second
 * later on a slow phone (Lighthouse on /login: 94 with it, 1.8 KB less JS on every page).
 */
export function SiteEntryWarning() {
  const intl = useIntl()
  const { siteEntryWarning, brand, member } = useRootData()
  const { pathname } = useLocation()
  const [entered, setEntered] = useState(false)
  const open = siteEntryWarning && member === null && !entered && !isSiteEntryQuietPath(pathname)
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
  if (!open) return null
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
