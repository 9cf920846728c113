import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { opensElsewhere } from '@dating/ui/Link'
import { useRouteLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { loader as rootLoader } from '../../root.tsx'
import type { Tracking } from '../../utils/tracking.ts'
import { LanderSignupDialog } from './LanderSignupDialog.tsx'
import * as styles from './SignupCallToAction.css.ts'

/**
 * The one way from any lander to the signup: a button that names a profile while there is
 * one. A plain click opens the signup over the lander, the link itself leads to the lander's
 * signup page; both carry the visitor's tracking.
 */
export function LanderSignupCall({
  href,
  name,
  tracking,
  className,
}: {
  href: string
  name: string | null
  tracking: Tracking
  className?: string
}) {
  const intl = useIntl()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const [open, setOpen] = useState(false)
  return (
    <div className={[styles.callToAction, className].filter(Boolean).join(' ')}>
      <LinkButton
        href={href}
        onClick={(event) => {
          if (opensElsewhere(event)) return
          event.preventDefault()
          setOpen(true)
        }}
        size="lg"
        fullWidth
        className={styles.ctaButton}
        iconStart={<Icon name="chat" />}
      >
        {name === null
          ? intl.formatMessage({ id: 'lander.cta.more' })
          : intl.formatMessage({ id: 'lander.cta.chat' }, { name })}
      </LinkButton>
      <p className={styles.smallPrint}>{intl.formatMessage({ id: 'lander.cta.smallPrint' })}</p>
      {open && root ? (
        <LanderSignupDialog
          brandName={root.brandName}
          tracking={tracking}
          signups={root.signups}
          locale={root.locale}
          siteUrl={root.siteUrl}
          onClosed={() => setOpen(false)}
        />
      ) : null}
    </div>
  )
}
