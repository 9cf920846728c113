import { browserClient } from '@dating/api-client/browser-client'
import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { formatMoney, type PaymentMethod } from '@dating/domain/payments'
import { paymentMachine } from '@dating/machines/payment'
import {
  selectOffersCardRetry,
  selectPayment,
  selectView,
} from '@dating/machines/payment/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Spinner } from '@dating/ui/Spinner'
import { useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useIntl } from 'react-intl'
import { fromPromise } from 'xstate'
import { DocumentAnchor } from '~/components/credits/DocumentAnchor.tsx'
import * as styles from '~/styles/credits.css.ts'
import { useMessage } from '~/utils/use-message.ts'

const paymentCalls = () => createPaymentCalls(browserClient())

/**
 * The payment status page (SPEC §4): the payment machine asks the api until the provider has
 * decided; on completion the root data reloads so the header's credits and premium link follow.
 */
export function PaymentStatus({
  paymentId,
  packageId,
  otherMethods,
}: {
  paymentId: string
  packageId: string
  otherMethods: PaymentMethod[]
}) {
  const intl = useIntl()
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
  const view = useSelector(actor, selectView)
  const payment = useSelector(actor, selectPayment)
  const offersCardRetry = useSelector(actor, selectOffersCardRetry)
  const message = useMessage()

  if (view === 'loading') {
    return (
      <p className={styles.row} role="status">
        <Spinner size="sm" /> {message('credits.status.loading')}
      </p>
    )
  }
  if (view === 'load-failed') {
    return (
      <Alert
        tone="danger"
        announce
        actions={
          <Button onClick={() => actor.send({ type: 'retry' })}>
            {message('credits.status.retryLoad')}
          </Button>
        }
      >
        {message('error.tryAgainLater')}
      </Alert>
    )
  }
  if (view === 'pending') {
    return (
      <div className={styles.stack} data-payment-status="pending">
        <Alert tone="info" announce title={message('credits.status.pendingTitle')}>
          {message('credits.status.pending')}
        </Alert>
        {payment?.checkout_url ? (
          <LinkButton
            href={payment.checkout_url}
            variant="secondary"
            linkComponent={DocumentAnchor}
          >
            {message('credits.status.backToCheckout')}
          </LinkButton>
        ) : null}
      </div>
    )
  }
  if (view === 'completed' && payment) {
    return (
      <div className={styles.stack} data-payment-status="completed">
        <Alert tone="success" announce title={message('credits.status.completedTitle')}>
          {message('credits.status.completed', {
            count: payment.credits,
            amount: formatMoney(payment.amount, payment.currency, intl.locale),
          })}
        </Alert>
        <div className={styles.row}>
          <LinkButton href="/members">{message('credits.status.toMembers')}</LinkButton>
          <LinkButton href={`/transactions/${payment.payment_id}`} variant="ghost">
            {message('credits.status.toInvoice')}
          </LinkButton>
        </div>
      </div>
    )
  }
  const failedMethod = payment?.method
  return (
    <div className={styles.stack} data-payment-status="unsuccessful">
      <Alert tone="danger" announce title={message('credits.status.failedTitle')}>
        {offersCardRetry ? message('credits.status.cardFailed') : message('credits.status.failed')}
      </Alert>
      {offersCardRetry ? (
        <div className={styles.row}>
          <LinkButton href={`/credits/${packageId}/${failedMethod}`}>
            {message('credits.status.retryCard')}
          </LinkButton>
          <LinkButton href={`/credits/${packageId}/paypal`} variant="secondary">
            {message('credits.status.payWithPaypal')}
          </LinkButton>
        </div>
      ) : (
        <nav aria-label={message('credits.status.otherMethods')} className={styles.stack}>
          <p>{message('credits.status.otherMethods')}</p>
          <div className={styles.row}>
            {otherMethods
              .filter((method) => method !== failedMethod)
              .map((method) => (
                <LinkButton
                  key={method}
                  href={`/credits/${packageId}/${method}`}
                  variant="secondary"
                >
                  {message(`credits.method.${method}`)}
                </LinkButton>
              ))}
          </div>
        </nav>
      )}
    </div>
  )
}
