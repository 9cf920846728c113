import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { opensElsewhere } from '@dating/ui/Link'
import { useRouteLoaderData } from '@remix-run/react'
import { Suspense, lazy, useState } from 'react'
import { useIntl } from 'react-intl'
import type { loader as rootLoader } from '../../root.tsx'
import type { Tracking } from '../../utils/tracking.ts'
import * as styles from './SignupCallToAction.css.ts'

/**
 * The signup flow (its machine, xstate and the form, about 50 KB) loads when the call to
 * action is first used, or about to be (pointer over it, focus), not with the lander.
 */
const loadDialog = () => import('./LanderSignupDialog.tsx')
const LanderSignupDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.LanderSignupDialog })),
)

/**
 * The one way from any lander to the signup: a button that names a profile while there is
 * one. A plain click opens the signup over the lander, the link itself leads to the lander's
 * signup page; both carry the visitor's tracking.
 */
function preloadDialog() {
  void loadDialog()
}

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
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={(event) => {
          if (opensElsewhere(event)) return
          event.preventDefault()
          setOpen(true)
        }}
        size="lg"
        fullWidth
        className={styles.ctaButton}
        iconStart={<Icon glyph={chatGlyph} />}
      >
        {name === null
          ? intl.formatMessage({ id: 'lander.cta.more' })
          : intl.formatMessage({ id: 'lander.cta.chat' }, { name })}
      </LinkButton>
      <p className={styles.smallPrint}>{intl.formatMessage({ id: 'lander.cta.smallPrint' })}</p>
      {open && root ? (
        <Suspense fallback={null}>
          <LanderSignupDialog
            brandName={root.brandName}
            tracking={tracking}
            signups={root.signups}
            locale={root.locale}
            siteUrl={root.siteUrl}
            onClosed={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
