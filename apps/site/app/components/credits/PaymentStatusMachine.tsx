import { browserClient } from '@dating/api-client/browser-client'
import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { paymentMachine } from '@dating/machines/payment'
import {
  selectOffersCardRetry,
  selectPayment,
  selectView,
} from '@dating/machines/payment/selectors'
import { useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { PaymentStatusProps } from './payment-status-props.ts'
import { PaymentStatusView } from './PaymentStatusView.tsx'

const paymentCalls = () => createPaymentCalls(browserClient())

/**
 * The payment machine asks the api until the provider has decided; on completion the root data
 * reloads so the header's credits and premium link follow.
 */
export function PaymentStatusMachine({ paymentId, packageId, otherMethods }: PaymentStatusProps) {
  const { revalidate } = useRevalidator()
  const actor = useActorRef(
    paymentMachine.provide({
      actors: {
        loadPayment: fromPromise(({ input }) => paymentCalls().getPayment(input.paymentId)),
      },
      actions: { paymentCompleted: () => revalidate() },
    }),
    { input: { paymentId } },
  )
  return (
    <PaymentStatusView
      view={useSelector(actor, selectView)}
      payment={useSelector(actor, selectPayment)}
      offersCardRetry={useSelector(actor, selectOffersCardRetry)}
      packageId={packageId}
      otherMethods={otherMethods}
      onRetry={() => actor.send({ type: 'retry' })}
    />
  )
}
