import { selectAlertsBeforeReady } from '@dating/machines/alerts/selectors'
import { useLocation } from '@remix-run/react'
import { useRootData } from '~/utils/root-data.ts'
import { useLaterModule } from '~/utils/later-module.ts'
import { AlertList, alertMemberOfView } from './AlertList.tsx'

const loadMachine = () => import('./SiteAlertsMachine.tsx')

/**
 * SPEC §4's alerts of the default layout, for members. Their machine (and xstate) loads after
 * hydration; until then, as on the server, only the alerts no dismissal can hide show.
 */
export function SiteAlerts() {
  const { member, brand } = useRootData()
  const { pathname } = useLocation()
  const { module } = useLaterModule(loadMachine, member !== null)
  if (!member) return null
  if (module) return <module.SiteAlertsMachine member={member} />
  const visible = selectAlertsBeforeReady({
    member: alertMemberOfView(member),
    pathname,
    push: 'unknown',
    pushKeySet: brand.pushPublicKey !== null,
  })
  if (visible.length === 0) return null
  return (
    <AlertList
      member={member}
      visible={visible}
      mailStatus="idle"
      pushStatus="idle"
      onRequest={() => {}}
    />
  )
}
