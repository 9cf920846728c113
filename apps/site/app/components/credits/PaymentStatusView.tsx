import { formatMoney } from '@dating/domain/money'
import type { Payment, PaymentMethod } from '@dating/domain/payments'
import type { PaymentView } from '@dating/machines/payment/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Spinner } from '@dating/ui/Spinner'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { useIntl } from 'react-intl'
import { DocumentAnchor } from '~/components/credits/DocumentAnchor.tsx'
import { useMessage } from '~/utils/use-message.ts'

export interface PaymentStatusViewProps {
  view: PaymentView
  payment: Payment | null
  offersCardRetry: boolean
  packageId: string
  otherMethods: PaymentMethod[]
  onRetry?: () => void
}

/** Why the payment ended, in the words of its case: no card is ever stored for a next payment. */
function failureMessageId(payment: Payment | null, offersCardRetry: boolean) {
  if (offersCardRetry) return 'credits.status.cardFailed'
  if (payment?.status === 'cancelled') return 'credits.status.cancelled'
  if (payment?.status === 'expired') return 'credits.status.expired'
  return 'credits.status.failed'
}

/** The payment status page (SPEC §4) for one state of the payment machine. */
export function PaymentStatusView({
  view,
  payment,
  offersCardRetry,
  packageId,
  otherMethods,
  onRetry,
}: PaymentStatusViewProps) {
  const intl = useIntl()
  const message = useMessage()

  if (view === 'loading') {
    return (
      <Inline as="p" space="sm" align="center" role="status">
        <Spinner size="sm" /> {message('credits.status.loading')}
      </Inline>
    )
  }
  if (view === 'load-failed') {
    return (
      <Alert
        tone="danger"
        announce
        actions={<Button onClick={onRetry}>{message('credits.status.retryLoad')}</Button>}
      >
        {message('error.tryAgainLater')}
      </Alert>
    )
  }
  if (view === 'pending') {
    return (
      <Stack space="md" data-payment-status="pending">
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
      </Stack>
    )
  }
  if (view === 'completed' && payment) {
    return (
      <Stack space="md" data-payment-status="completed">
        <Alert tone="success" announce title={message('credits.status.completedTitle')}>
          {message('credits.status.completed', {
            count: payment.credits,
            amount: formatMoney(payment.amount, payment.currency, intl.locale),
          })}
        </Alert>
        <Inline space="sm" align="center">
          <LinkButton href="/members">{message('credits.status.toMembers')}</LinkButton>
          <LinkButton href={`/transactions/${payment.payment_id}`} variant="ghost">
            {message('credits.status.toInvoice')}
          </LinkButton>
        </Inline>
      </Stack>
    )
  }
  const failedMethod = payment?.method
  return (
    <Stack space="md" data-payment-status="unsuccessful">
      <Alert tone="danger" announce title={message('credits.status.failedTitle')}>
        {message(failureMessageId(payment, offersCardRetry))}
      </Alert>
      {offersCardRetry ? (
        <Inline space="sm" align="center">
          <LinkButton href={`/credits/${packageId}/${failedMethod}`}>
            {message('credits.status.retryCard')}
          </LinkButton>
          <LinkButton href={`/credits/${packageId}/paypal`} variant="secondary">
            {message('credits.status.payWithPaypal')}
          </LinkButton>
        </Inline>
      ) : (
        <Stack as="nav" space="md" aria-label={message('credits.status.otherMethods')}>
          <p>{message('credits.status.otherMethods')}</p>
          <Inline space="sm" align="center">
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
          </Inline>
        </Stack>
      )}
    </Stack>
  )
}
