import { type CreditPrice, creditsValue, formatMoney } from '@dating/domain/money'
import { useIntl } from 'react-intl'
import { useRootData } from './root-data.ts'

/**
 * Credits with their money value, e.g. "3 credits (€2.25)": the one way every page that spends
 * or shows credits writes them (EU consumer rules). The value is what the member paid per
 * credit, or the price given (the public pricing page's for visitors); without either (credits
 * that cost the member nothing) only the credits show.
 */
export function useCreditsWithValue(price?: CreditPrice | null): (credits: number) => string {
  const intl = useIntl()
  const { member } = useRootData()
  const valuedAt = price ?? member?.creditPrice ?? null
  return (credits) =>
    valuedAt
      ? intl.formatMessage(
          { id: 'credits.withValue' },
          {
            count: credits,
            amount: formatMoney(creditsValue(credits, valuedAt), valuedAt.currency, intl.locale),
          },
        )
      : intl.formatMessage({ id: 'credits.package.title' }, { count: credits })
}
