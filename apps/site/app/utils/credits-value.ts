import { creditsValue, type Currency, formatMoney } from '@dating/domain/money'
import { useIntl } from 'react-intl'
import { useRootData } from './root-data.ts'

/**
 * Credits with their money value, e.g. "3 credits (€2.25)": the one way every page that spends
 * credits shows them (EU consumer rules). The currency is the member's, or the one given (the
 * public pricing page's packages for visitors); without either only the credits show.
 */
export function useCreditsWithValue(currency?: Currency): (credits: number) => string {
  const intl = useIntl()
  const { member } = useRootData()
  const shownIn = currency ?? member?.currency
  return (credits) =>
    shownIn
      ? intl.formatMessage(
          { id: 'credits.withValue' },
          {
            count: credits,
            amount: formatMoney(creditsValue(credits, shownIn), shownIn, intl.locale),
          },
        )
      : intl.formatMessage({ id: 'credits.package.title' }, { count: credits })
}
