import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { formatMoney, isPaymentMethod, paymentIdPattern } from '@dating/domain/payments'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { FieldError } from '@dating/ui/FieldMessage'
import { DiscountCodePicker, noDiscountCode } from '@dating/ui/DiscountCodePicker'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from '@remix-run/react'
import { useIntl } from 'react-intl'
import { PaymentStatus } from '~/components/credits/PaymentStatus.tsx'
import { QuoteSummary } from '~/components/credits/QuoteSummary.tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/credits.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { discountChoiceName, discountTypedName } from '~/utils/discount-choice.ts'
import {
  type PaymentFormResult,
  type QuoteFormResult,
  quoteFromForm,
  startPaymentFromForm,
} from '~/utils/payment-form.server.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'credits.checkout.title') },
]

/**
 * /credits/{id}/{paymentmethod?} (SPEC §2): the checkout of one package (method, discount code,
 * consent to immediate delivery), and with `payment_id` the status page the provider sends the
 * member back to.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  const calls = createPaymentCalls(client)
  const offer = await calls.getPackages().catch(loginOnAuthRequired(request))
  const item = offer.packages.find((candidate) => candidate.id === params.id)
  if (!item) throw new Response(null, { status: 404 })
  const paymentId = new URL(request.url).searchParams.get('payment_id')
  const named = params.paymentmethod ?? ''
  // A method the member's country does not offer (an old repeat order) just preselects none.
  const chosen = isPaymentMethod(named) && offer.payment_methods.includes(named) ? named : null
  // The status page needs the session too; the checkout reads the member's codes (failures
  // ignored, SPEC §8) and prices the package with the first of them.
  await calls.getPayments().catch(loginOnAuthRequired(request))
  const discounts = paymentId ? [] : await calls.getDiscountCodes().catch(() => [])
  const preselected = discounts.find((discount) => discount.status === 'active')?.code ?? ''
  const priceMethod = chosen ?? offer.payment_methods[0] ?? 'creditcard'
  const quote = paymentId
    ? null
    : await calls
        .getQuote({
          package_id: item.id,
          method: priceMethod,
          ...(preselected ? { discount_code: preselected } : {}),
        })
        .catch(() => calls.getQuote({ package_id: item.id, method: priceMethod }))
  return json(
    {
      item,
      methods: offer.payment_methods,
      chosen,
      paymentId: paymentId && paymentIdPattern.test(paymentId) ? paymentId : null,
      discounts: discounts.map((discount) => ({
        code: discount.code,
        percentage: discount.value_percentage,
      })),
      quote,
    },
    { headers: responseHeaders },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  if (form.get('intent') === 'quote') return quoteFromForm(request, params.id ?? '', form)
  return startPaymentFromForm(request, params.id ?? '', form)
}

export default function Checkout() {
  const intl = useIntl()
  const { item, methods, chosen, paymentId, discounts, quote } = useLoaderData<typeof loader>()
  const actionData = useActionData<PaymentFormResult | QuoteFormResult>()
  const result = actionData && 'field' in actionData ? actionData : undefined
  const applied = actionData && 'quote' in actionData ? actionData : undefined
  const shownQuote = applied?.quote ?? quote
  const navigation = useNavigation()
  const message = useMessage()
  const errorFor = (field: PaymentFormResult['field']) =>
    result?.field === field ? ('text' in result ? result.text : message(result.messageId)) : null
  const title = message('credits.package.title', { count: item.credits })

  if (paymentId) {
    return (
      <div className={page.narrow}>
        <h1 className={page.heading}>{message('credits.status.title')}</h1>
        <p className={page.lead}>{title}</p>
        <PaymentStatus paymentId={paymentId} packageId={item.id} otherMethods={methods} />
      </div>
    )
  }
  return (
    <div className={page.narrow}>
      <h1 className={page.heading}>{message('credits.checkout.title')}</h1>
      <p className={page.lead}>
        {title}: {formatMoney(item.amount, item.currency, intl.locale)}
      </p>
      {shownQuote ? <QuoteSummary quote={shownQuote} /> : null}
      <Form method="post" className={styles.stack} noValidate reloadDocument>
        {errorFor('form') ? (
          <Alert tone="danger" announce>
            {errorFor('form')}
          </Alert>
        ) : null}
        <fieldset
          className={styles.methods}
          aria-describedby={errorFor('method') ? 'method-error' : undefined}
        >
          <legend className={styles.legend}>{message('credits.checkout.method')}</legend>
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
        <label className={styles.consent}>
          <input
            type="checkbox"
            name="consent"
            aria-describedby={errorFor('consent') ? 'consent-error' : undefined}
          />
          <span>{message('credits.checkout.consent')}</span>
        </label>
        {errorFor('consent') ? (
          <FieldError id="consent-error">{errorFor('consent')}</FieldError>
        ) : null}
        <Button type="submit" fullWidth loading={navigation.state !== 'idle'}>
          {message('credits.checkout.pay')}
        </Button>
        <p className={page.lead}>{message('credits.checkout.priceNote')}</p>
      </Form>
    </div>
  )
}
