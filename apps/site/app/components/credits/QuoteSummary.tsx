import { formatMoney } from '@dating/domain/money'
import type { PaymentQuote } from '@dating/domain/payments'
import { PriceSummary, type PriceSummaryRow } from '@dating/ui/PriceSummary'
import { useIntl } from 'react-intl'
import { useMessage } from '~/utils/use-message.ts'

/** The api's price of an order: the list price, the code's discount and what the member pays. */
export function QuoteSummary({ quote }: { quote: PaymentQuote }) {
  const intl = useIntl()
  const message = useMessage()
  const money = (amount: number) => formatMoney(amount, quote.currency, intl.locale)
  const rows: PriceSummaryRow[] = [
    { label: message('price.list'), value: money(quote.list_amount) },
  ]
  if (quote.discount_code && quote.discount_percentage !== null) {
    rows.push({
      label: message('price.discount', {
        code: quote.discount_code,
        percentage: quote.discount_percentage,
      }),
      value: `−${money(quote.list_amount - quote.amount)}`,
      discount: true,
    })
  }
  return (
    <PriceSummary rows={rows} totalLabel={message('price.total')} total={money(quote.amount)} />
  )
}
