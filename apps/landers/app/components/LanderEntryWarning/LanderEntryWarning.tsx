import { writeCookie } from '@dating/remix-server/cookies'
import { EntryWarning } from '@dating/ui/EntryWarning'
import { useState } from 'react'
import { useIntl } from 'react-intl'

/** Where "leave" takes a visitor who is not of age. */
const leaveHref = 'https://www.google.com/'

/** SPEC §2's site-entry warning in the lander layout (NL and DE visitors, decided by the loader). */
export function LanderEntryWarning({
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
  const enter = () => {
    // One fixed cookie, written with the site's cookie library (@dating/remix-server/cookies); the loader reads it on the next page.
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = writeCookie(
      'siteEntry',
      String(Date.now()),
      window.location.protocol === 'https:',
    )
    setEntered(true)
  }
  return (
    <EntryWarning
      open={due && !entered}
      title={intl.formatMessage({ id: 'entryWarning.title' })}
      paragraphs={[
        intl.formatMessage({ id: 'entryWarning.text' }, { brand: brandName }),
        intl.formatMessage({ id: 'entryWarning.fictional' }, { icon: fictionalIcon }),
      ]}
      enterLabel={intl.formatMessage({ id: 'entryWarning.enter' })}
      leaveLabel={intl.formatMessage({ id: 'entryWarning.leave' })}
      leaveHref={leaveHref}
      onEnter={enter}
    />
  )
}
