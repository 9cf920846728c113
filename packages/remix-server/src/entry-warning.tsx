import { EntryWarning } from '@dating/ui/EntryWarning'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'

/** Where "leave" takes a visitor who is not of age. */
export const entryWarningLeaveHref = 'https://www.google.com/'

type Cookies = typeof import('./cookies.ts')

/** The cookie library, loaded while the warning shows instead of with every page. */
let cookies: Cookies | undefined
const loadCookies = async () => {
  cookies ??= await import('./cookies.ts')
  return cookies
}

/** One fixed cookie, written with the apps' cookie library; the server reads it next page. */
function rememberEntry(library: Cookies, at: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie, through the cookie library
  document.cookie = library.writeCookie('siteEntry', at, window.location.protocol === 'https:')
}

/**
 * SPEC §2's site-entry warning of a brand, the one of the site's default layout and of the
 * landers (the app decides when it is `due`: showsSiteEntryWarning). The visitor's answer is
 * kept with its time in the siteEntry cookie, which the server reads on the next page.
 */
export function BrandEntryWarning({
  due,
  brandName,
  fictionalIcon,
}: {
  due: boolean
  brandName: string
  fictionalIcon: string
}) {
  const intl = useIntl()
  const [entered, setEntered] = useState(false)
  const open = due && !entered
  useEffect(() => {
    if (open) void loadCookies()
  }, [open])
  const enter = () => {
    const at = String(Date.now())
    // Written at once when the library arrived while the warning showed, as it mostly has.
    if (cookies) rememberEntry(cookies, at)
    else void loadCookies().then((library) => rememberEntry(library, at))
    setEntered(true)
  }
  // Closed, it formats nothing: a page's catalogue may leave the warning's messages out.
  if (!open) return null
  return (
    <EntryWarning
      open
      title={intl.formatMessage({ id: 'entryWarning.title' })}
      paragraphs={[
        intl.formatMessage({ id: 'entryWarning.text' }, { brand: brandName }),
        intl.formatMessage({ id: 'entryWarning.fictional' }, { icon: fictionalIcon }),
      ]}
      enterLabel={intl.formatMessage({ id: 'entryWarning.enter' })}
      leaveLabel={intl.formatMessage({ id: 'entryWarning.leave' })}
      leaveHref={entryWarningLeaveHref}
      onEnter={enter}
    />
  )
}
