import {
  profilePhotoAlertStorageKey,
  showsProfilePhotoAlert,
} from '@dating/domain/profile-photo-alert'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useRootData } from '~/utils/root-data.ts'
import * as page from '~/styles/page.css.ts'

function readDismissal(): string | null {
  try {
    return window.localStorage.getItem(profilePhotoAlertStorageKey)
  } catch {
    return null
  }
}

/** SPEC §4's profile-photo alert; the dismissal lives in the browser, so it shows after hydration. */
export function ProfilePhotoAlert() {
  const intl = useIntl()
  const { member } = useRootData()
  const { pathname } = useLocation()
  const [dismissal, setDismissal] = useState<string | null | undefined>(undefined)

  useEffect(() => setDismissal(readDismissal()), [])

  if (
    dismissal === undefined ||
    !showsProfilePhotoAlert({
      loggedIn: member !== null,
      hasMainImage: member?.thumbnail != null,
      pathname,
      dismissal,
    })
  ) {
    return null
  }

  const dismiss = () => {
    const now = String(Date.now())
    try {
      window.localStorage.setItem(profilePhotoAlertStorageKey, now)
    } catch {
      // Private browsing may refuse storage; the alert still goes away for this visit.
    }
    setDismissal(now)
  }

  return (
    <div className={page.notice}>
      <Alert
        tone="info"
        onDismiss={dismiss}
        dismissLabel={intl.formatMessage({ id: 'photoAlert.dismiss' })}
        actions={
          <LinkButton href="/profile" size="sm">
            {intl.formatMessage({ id: 'photoAlert.action' })}
          </LinkButton>
        }
      >
        {intl.formatMessage({ id: 'photoAlert.text' })}
      </Alert>
    </div>
  )
}
