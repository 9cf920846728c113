import { selectAlertsBeforeReady } from '@dating/machines/alerts/selectors'
import { useLocation } from '@remix-run/react'
import { useRootData } from '~/utils/root-data.ts'
import { useLaterModule } from '@dating/ui/later'
import { ActivationReminder } from './ActivationReminder.tsx'
import { alertMemberOfView } from './alert-member.ts'

const loadMachine = () => import('./SiteAlertsMachine.tsx')

/**
 * SPEC §4's alerts of the default layout, for members. The activation reminder, which no
 * dismissal hides, is rendered here, first, before and after the alerts machine (and xstate,
 * and the alerts a member can dismiss) has loaded after hydration: it stays the same component
 * then, so the answer to a send-again pressed meanwhile is not lost with a remount.
 */
export function SiteAlerts() {
  const { member, brand } = useRootData()
  const { pathname } = useLocation()
  const { module } = useLaterModule(loadMachine, member !== null)
  if (!member) return null
  const alwaysShown = selectAlertsBeforeReady({
    member: alertMemberOfView(member),
    pathname,
    push: 'unknown',
    pushKeySet: brand.pushPublicKey !== null,
  })
  return (
    <>
      {alwaysShown.includes('activation') ? <ActivationReminder /> : null}
      {module ? <module.SiteAlertsMachine member={member} /> : null}
    </>
  )
}
