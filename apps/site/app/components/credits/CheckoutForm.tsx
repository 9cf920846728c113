import { formatMoney } from '@dating/domain/money'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { FieldError } from '@dating/ui/FieldMessage'
import { DiscountCodePicker, noDiscountCode } from '@dating/ui/DiscountCodePicker'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import type { loader } from '~/routes/credits.$id.($paymentmethod).tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from './credits.css.ts'
import { discountChoiceName, discountTypedName } from '~/utils/discount-choice.ts'
import type { PaymentFormResult, QuoteFormResult } from '~/utils/payment-form.server.ts'
import { useMessage } from '~/utils/use-message.ts'
import { PaymentConsent } from './PaymentConsent.tsx'
import { QuoteSummary } from './QuoteSummary.tsx'

/**
 * The checkout of one package (SPEC §2 /credits/{id}/{paymentmethod?}): its price, the method,
 * a discount code and the consent to immediate delivery.
 */
export function CheckoutForm() {
  const intl = useIntl()
  const { item, methods, chosen, discounts, quote } = useLoaderData<typeof loader>()
  const actionData = useActionData<PaymentFormResult | QuoteFormResult>()
  const result = actionData && 'field' in actionData ? actionData : undefined
  const applied = actionData && 'quote' in actionData ? actionData : undefined
  const shownQuote = applied?.quote ?? quote
  const navigation = useNavigation()
  const message = useMessage()
  const errorFor = (field: PaymentFormResult['field']) =>
    result?.field === field ? ('text' in result ? result.text : message(result.messageId)) : null
  const title = message('credits.package.title', { count: item.credits })

  return (
    <>
      <p className={page.lead}>
        {message('credits.checkout.packagePrice', {
          package: title,
          price: formatMoney(item.amount, item.currency, intl.locale),
        })}
      </p>
      {shownQuote ? <QuoteSummary quote={shownQuote} /> : null}
      <Stack as={Form} space="md" method="post" noValidate reloadDocument>
        {errorFor('form') ? (
          <Alert tone="danger" announce>
            {errorFor('form')}
          </Alert>
        ) : null}
        <fieldset
          className={styles.methods}
          aria-describedby={errorFor('method') ? 'method-error' : undefined}
        >
          <Box as="legend" fontWeight="bold" marginBottom="sm">
            {message('credits.checkout.method')}
          </Box>
          {methods.map((method, index) => (
            <label key={method} className={styles.method}>
              <input
                type="radio"
                name="method"
                value={method}
                defaultChecked={chosen ? method === chosen : index === 0}
              />
              {message(`credits.method.${method}`)}
            </label>
          ))}
        </fieldset>
        {errorFor('method') ? (
          <FieldError id="method-error">{errorFor('method')}</FieldError>
        ) : null}
        <DiscountCodePicker
          legend={message('credits.checkout.discountCode')}
          name={discountChoiceName}
          options={discounts.map((discount) => ({
            value: discount.code,
            label: message('discount.option', discount),
          }))}
          defaultValue={applied?.choice ?? shownQuote?.discount_code ?? noDiscountCode}
          noneLabel={message('discount.none')}
          otherLabel={message('discount.other')}
          otherInputLabel={message('discount.otherLabel')}
          otherName={discountTypedName}
          otherDefaultValue={applied?.typed}
          applyLabel={message('discount.apply')}
          applyName="intent"
          applyValue="quote"
          error={errorFor('discount_code') ?? undefined}
        />
        <PaymentConsent label={message('credits.checkout.consent')} error={errorFor('consent')} />
        <p className={styles.legalNote}>
          {intl.formatMessage(
            { id: 'credits.checkout.legal' },
            {
              terms: (text) => (
                <a href="/pages/terms" target="_blank" rel="noopener">
                  {text}
                </a>
              ),
              withdrawal: (text) => (
                <a href="/pages/return-policy" target="_blank" rel="noopener">
                  {text}
                </a>
              ),
            },
          )}
        </p>
        <Button type="submit" fullWidth loading={navigation.state !== 'idle'}>
          {message('credits.checkout.pay')}
        </Button>
        <p className={page.lead}>{message('credits.checkout.priceNote')}</p>
      </Stack>
    </>
  )
}
