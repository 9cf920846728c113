import { paymentViewBeforeStart } from '@dating/machines/payment/selectors'
import { useLaterModule } from '@dating/ui/later'
import type { PaymentStatusProps } from './payment-status-props.ts'
import { PaymentStatusView } from './PaymentStatusView.tsx'

const loadMachine = () => import('./PaymentStatusMachine.tsx')

/**
 * The payment status page (SPEC §4). Its machine, xstate and the api client load after
 * hydration (decision 036e); until then, as on the server, it shows the machine's first state.
 */
export function PaymentStatus(props: PaymentStatusProps) {
  const { module } = useLaterModule(loadMachine, true)
  if (module) return <module.PaymentStatusMachine {...props} />
  return (
    <PaymentStatusView
      view={paymentViewBeforeStart}
      payment={null}
      offersCardRetry={false}
      packageId={props.packageId}
      otherMethods={props.otherMethods}
    />
  )
}
