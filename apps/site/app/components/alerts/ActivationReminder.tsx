import {
  activationReminderPresentation,
  signupCompleteParam,
} from '@dating/domain/activation-reminder'
import { breakpoints } from '@dating/ui/breakpoints'
import { ActivationReminder as ReminderView } from '@dating/ui/ActivationReminder'
import { useLocation } from '@remix-run/react'
import { useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { useRootData } from '~/utils/root-data.ts'
import { useActivationMail } from '../ActivationMailForm.tsx'
import * as page from '~/styles/page.css.ts'

/**
 * "On a smartphone" (SPEC §4): a touch-first screen narrower than the md breakpoint, where the
 * layout also moves the navigation to the bottom bar. Width alone would count a narrow desktop
 * window, touch alone a tablet; neither gets a modal pushed over the page.
 */
export const smartphoneQuery = `(pointer: coarse) and (max-width: ${breakpoints.md - 0.02}px)`

function subscribeToSmartphone(onChange: () => void) {
  const list = window.matchMedia(smartphoneQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** Whether this is a smartphone; null on the server and while hydrating, before it is known. */
function useSmartphone(): boolean | null {
  return useSyncExternalStore(
    subscribeToSmartphone,
    () => window.matchMedia(smartphoneQuery).matches,
    () => null,
  )
}

/**
 * SPEC §4's activation reminder in the default layout, shown when the alerts machine says so: a
 * banner, or a modal after a signup on a phone.
 */
export function ActivationReminder() {
  const intl = useIntl()
  const { member } = useRootData()
  const location = useLocation()
  const smartphone = useSmartphone()
  const [modalClosed, setModalClosed] = useState(false)
  const mail = useActivationMail({
    label: intl.formatMessage({ id: 'activationReminder.sendAgain' }),
    size: 'sm',
    variant: 'secondary',
  })

  const search = new URLSearchParams(location.search)
  // Until the screen is known, a page reached from a signup shows nothing rather than a banner
  // that would turn into a modal a moment later.
  if (smartphone === null && search.has(signupCompleteParam)) return null
  const presentation = activationReminderPresentation({
    search,
    smartphone: smartphone === true && !modalClosed,
  })
  if (!member) return null

  const reminder = (
    <ReminderView
      presentation={presentation}
      title={intl.formatMessage({ id: 'activationReminder.title' })}
      action={mail.form}
      notice={mail.outcome?.text}
      onClose={() => setModalClosed(true)}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {intl.formatMessage({ id: 'activationReminder.text' }, { email: member.email })}
    </ReminderView>
  )
  return presentation === 'modal' ? reminder : <div className={page.notice}>{reminder}</div>
}
