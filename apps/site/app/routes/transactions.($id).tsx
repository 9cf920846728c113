import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { formatMoney } from '@dating/domain/money'
import type { Payment, Withdrawal } from '@dating/domain/payments'
import { Button, LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Alert } from '@dating/ui/Alert'
import { sprinkles } from '@dating/ui/sprinkles'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { DocumentAnchor } from '~/components/credits/DocumentAnchor.tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/components/credits/credits.css.ts'
import * as paymentList from '~/styles/payment-list.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginIfAuthRequired, loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'transactions.title') },
]

/**
 * /transactions/{id?} (SPEC §2): the member's payments, and one with its invoice and, within
 * refund_days, the withdrawal of its unused credits (two steps: `?withdraw=1` asks to confirm).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  const calls = createPaymentCalls(client)
  const payments = await calls.getPayments().catch(loginOnAuthRequired(request))
  const selected = params.id ? payments.find((payment) => payment.payment_id === params.id) : null
  if (params.id && !selected) throw new Response(null, { status: 404 })
  const withdrawal =
    selected?.status === 'paid'
      ? await calls.getWithdrawal(selected.payment_id).catch(() => null)
      : null
  const query = new URL(request.url).searchParams
  return json(
    {
      payments,
      selected: selected ?? null,
      withdrawal,
      confirming: withdrawal !== null && query.get('withdraw') === '1',
      withdrawn: selected?.status === 'refunded' && query.get('withdrawn') === '1',
    },
    { headers: responseHeaders },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  try {
    await createPaymentCalls(client).withdraw(params.id ?? '')
  } catch (error) {
    loginIfAuthRequired(request, error)
    console.error('[site] withdrawal failed:', error)
    return json({ failed: true }, { status: 400, headers: responseHeaders })
  }
  return redirect(`/transactions/${params.id}?withdrawn=1`, { headers: responseHeaders })
}

function WithdrawalSection({
  payment,
  withdrawal,
  confirming,
}: {
  payment: Payment
  withdrawal: Withdrawal
  confirming: boolean
}) {
  const intl = useIntl()
  const values = {
    credits: withdrawal.credits,
    amount: formatMoney(withdrawal.amount, withdrawal.currency, intl.locale),
    until: intl.formatDate(withdrawal.until, { dateStyle: 'long' }),
  }
  return (
    <Card
      as="section"
      aria-labelledby="withdrawal-title"
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })}
    >
      <Box as="h2" fontWeight="bold" marginBottom="sm" id="withdrawal-title">
        {intl.formatMessage({ id: 'withdrawal.title' })}
      </Box>
      {confirming ? (
        <Stack as={Form} space="md" method="post">
          <p>{intl.formatMessage({ id: 'withdrawal.confirmText' }, values)}</p>
          <Inline space="sm" align="center">
            <Button type="submit" variant="danger">
              {intl.formatMessage({ id: 'withdrawal.confirm' })}
            </Button>
            <LinkButton href={`/transactions/${payment.payment_id}`} variant="ghost">
              {intl.formatMessage({ id: 'withdrawal.cancel' })}
            </LinkButton>
          </Inline>
        </Stack>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'withdrawal.offer' }, values)}</p>
          <LinkButton href={`/transactions/${payment.payment_id}?withdraw=1`} variant="secondary">
            {intl.formatMessage({ id: 'withdrawal.start' })}
          </LinkButton>
        </>
      )}
    </Card>
  )
}

function Invoice({ payment }: { payment: Payment }) {
  const intl = useIntl()
  const { company, member } = useRootData()
  const message = useMessage()
  const money = (amount: number) => formatMoney(amount, payment.currency, intl.locale)
  const date = intl.formatDate(payment.paid_at ?? payment.created_at, { dateStyle: 'long' })
  return (
    <Card
      as="section"
      aria-labelledby="invoice-title"
      className={sprinkles({ display: 'grid', gap: 'md' })}
    >
      <h2 id="invoice-title" className={page.heading}>
        {message('invoice.title')} {payment.invoice_number}
      </h2>
      {company ? (
        <address>
          <strong>{company.name}</strong>
          <br />
          {company.address}
          <br />
          {company.city}, {company.country}
          <br />
          {message('footer.companyRegistration', { number: company.kvk })}
          <br />
          {message('invoice.vatNumbers')}: {company.vat_numbers.join(', ')}
        </address>
      ) : null}
      <Stack as="dl" space="md">
        <div>
          <dt>{message('invoice.date')}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{message('invoice.customer')}</dt>
          <dd>{member?.name}</dd>
        </div>
        <div>
          <dt>{message('invoice.method')}</dt>
          <dd>{message(`credits.method.${payment.method}`)}</dd>
        </div>
      </Stack>
      <table className={styles.table}>
        <tbody>
          <tr>
            <th scope="row" className={styles.cell}>
              {message('credits.package.title', { count: payment.credits })}
            </th>
            <td className={styles.amountCell}>{money(payment.list_amount)}</td>
          </tr>
          {payment.discount_code ? (
            <tr>
              <th scope="row" className={styles.cell}>
                {message('invoice.discount')} ({payment.discount_code})
              </th>
              <td className={styles.amountCell}>-{money(payment.list_amount - payment.amount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className={styles.cell}>
              {message('invoice.total')}
            </th>
            <td className={styles.amountCell}>
              <strong>{money(payment.amount)}</strong>
            </td>
          </tr>
          {payment.vat_rate !== null && payment.vat_amount !== null ? (
            <tr>
              <th scope="row" className={styles.cell}>
                {message('invoice.vatLine', {
                  rate: new Intl.NumberFormat(intl.locale).format(payment.vat_rate),
                })}
              </th>
              <td className={styles.amountCell}>{money(payment.vat_amount)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p>{message('invoice.vatIncluded')}</p>
      <LinkButton
        href={`/api/invoice.pdf?id=${payment.payment_id}`}
        variant="secondary"
        linkComponent={DocumentAnchor}
      >
        {message('invoice.pdf')}
      </LinkButton>
    </Card>
  )
}

export default function Transactions() {
  const intl = useIntl()
  const { payments, selected, withdrawal, confirming, withdrawn } = useLoaderData<typeof loader>()
  const message = useMessage()
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('transactions.title')}</h1>
      {withdrawn ? (
        <Alert tone="success" announce>
          {message('withdrawal.done')}
        </Alert>
      ) : null}
      {selected && withdrawal ? (
        <WithdrawalSection payment={selected} withdrawal={withdrawal} confirming={confirming} />
      ) : null}
      {selected && (selected.status === 'paid' || selected.status === 'refunded') ? (
        <Invoice payment={selected} />
      ) : null}
      {payments.length === 0 ? (
        <p className={page.lead}>{message('transactions.empty')}</p>
      ) : (
        <table className={`${styles.table} ${paymentList.list}`}>
          <thead className={paymentList.head}>
            <tr>
              <th className={styles.cell}>{message('invoice.date')}</th>
              <th className={styles.cell}>{message('transactions.package')}</th>
              <th className={styles.cell}>{message('transactions.status')}</th>
              <th className={styles.amountCell}>{message('invoice.total')}</th>
            </tr>
          </thead>
          <tbody className={paymentList.list}>
            {payments.map((payment) => (
              <tr key={payment.payment_id} className={paymentList.row}>
                <td className={`${styles.cell} ${paymentList.date}`}>
                  {intl.formatDate(payment.created_at, { dateStyle: 'medium' })}
                </td>
                <td className={`${styles.cell} ${paymentList.item}`}>
                  <a href={`/transactions/${payment.payment_id}`}>
                    {message('credits.package.title', { count: payment.credits })}
                  </a>
                </td>
                <td className={`${styles.cell} ${paymentList.status}`}>
                  {message(`transactions.statusName.${payment.status}`)}
                </td>
                <td className={`${styles.amountCell} ${paymentList.amount}`}>
                  {formatMoney(payment.amount, payment.currency, intl.locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
