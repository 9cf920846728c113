import { discountedAmount, formatMoney } from '@dating/domain/money'
import type { PricedPackage } from '@dating/domain/payments'
import { LinkButton } from '@dating/ui/Button'
import { PackageCard } from '@dating/ui/PackageCard'
import { Tiles } from '@dating/ui/Tiles'
import { useIntl } from 'react-intl'

/**
 * The credit packages in their styles p0 to p3 with the popular label, the price in the member's
 * currency, and what one message costs at that price. `discountPercentage` shows the welcome
 * price beside the list price; the api charges it only with the code at checkout.
 */
export function PackageList({
  packages,
  buyable,
  discountPercentage,
}: {
  packages: PricedPackage[]
  /** Links each card to its checkout; off on the public pricing page for visitors. */
  buyable: boolean
  discountPercentage?: number | null
}) {
  const intl = useIntl()
  const money = (amount: number, currency: PricedPackage['currency']) =>
    formatMoney(amount, currency, intl.locale)
  return (
    <Tiles as="ul" columns={{ mobile: 1, sm: 2, lg: 4 }} space="md" marginBottom="xl">
      {packages.map((item) => {
        const price = discountPercentage
          ? discountedAmount(item.amount, discountPercentage)
          : item.amount
        return (
          <li key={item.id}>
            <PackageCard
              packageStyle={item.style}
              title={intl.formatMessage({ id: 'credits.package.title' }, { count: item.credits })}
              price={money(price, item.currency)}
              listPrice={discountPercentage ? money(item.amount, item.currency) : undefined}
              detail={intl.formatMessage(
                { id: 'credits.package.messagePrice' },
                { price: money(item.message_amount, item.currency) },
              )}
              popularLabel={
                item.popular ? intl.formatMessage({ id: 'credits.package.popular' }) : undefined
              }
              action={
                <LinkButton
                  href={buyable ? `/credits/${item.id}` : '/login?redirectTo=%2Fcredits'}
                  fullWidth
                  variant={item.popular ? 'primary' : 'secondary'}
                  aria-label={intl.formatMessage(
                    { id: 'credits.package.buyLabel' },
                    { count: item.credits },
                  )}
                >
                  {intl.formatMessage({ id: 'credits.package.buy' })}
                </LinkButton>
              }
            />
          </li>
        )
      })}
    </Tiles>
  )
}
