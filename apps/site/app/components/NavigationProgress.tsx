import { LoadingBar } from '@dating/ui/LoadingBar'
import { useIntl } from 'react-intl'
import { useLaterModule } from '@dating/ui/later'

const loadMachine = () => import('./NavigationProgressMachine.tsx')

/**
 * The navigation loading bar (SPEC §4). Its machine (and xstate) loads after hydration; until
 * then the bar is hidden, as the machine's first state renders it on the server.
 */
export function NavigationProgress() {
  const intl = useIntl()
  const { module } = useLaterModule(loadMachine, true)
  if (module) return <module.NavigationProgressMachine />
  return (
    <LoadingBar progress={0} visible={false} label={intl.formatMessage({ id: 'loading.page' })} />
  )
}
