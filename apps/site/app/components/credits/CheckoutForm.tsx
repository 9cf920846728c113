import { formatMoney } from '@dating/domain/money'
import { Button } from '@dating/ui/Button'
import { FieldError } from '@dating/ui/FieldMessage'
import { DiscountCodePicker, noDiscountCode } from '@dating/ui/DiscountCodePicker'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useRef } from 'react'
import { useIntl } from 'react-intl'
import type { loader } from '~/routes/credits.$id.($paymentmethod).tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from './credits.css.ts'
import { discountChoiceName, discountTypedName } from '~/utils/discount-choice.ts'
import { formErrorText } from '~/utils/form-errors.ts'
import type { PaymentFormResult, QuoteFormResult } from '~/utils/payment-form.server.ts'
import { useFocusFirstError } from '~/utils/use-focus-first-error.ts'
import { useMessage } from '~/utils/use-message.ts'
import { FormAlert } from './FormAlert.tsx'
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
  const result = actionData && 'errors' in actionData ? actionData : undefined
  const applied = actionData && 'quote' in actionData ? actionData : undefined
  const shownQuote = applied?.quote ?? quote
  const navigation = useNavigation()
  const message = useMessage()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, result?.errors)
  const errorFor = (field: keyof PaymentFormResult['errors']) =>
    formErrorText(message, result?.errors[field])
  const methodError = errorFor('method')
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
      <Stack as={Form} space="md" method="post" noValidate reloadDocument ref={formRef}>
        {errorFor('form') ? <FormAlert>{errorFor('form')}</FormAlert> : null}
        <fieldset
          className={styles.methods}
          aria-describedby={methodError ? 'method-error' : undefined}
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
                aria-invalid={methodError && index === 0 ? true : undefined}
                defaultChecked={chosen ? method === chosen : index === 0}
              />
              {message(`credits.method.${method}`)}
            </label>
          ))}
        </fieldset>
        {methodError ? <FieldError id="method-error">{methodError}</FieldError> : null}
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
