import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { isPaymentMethod, paymentIdPattern } from '@dating/domain/payments'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { pageTitle } from '~/utils/meta.ts'
import { quoteFromForm, startPaymentFromForm } from '~/utils/payment-form.server.ts'
import { useMessage } from '~/utils/use-message.ts'

const CheckoutForm = markupUntilLoaded(() =>
  import('~/components/credits/CheckoutForm.tsx').then((module) => module.CheckoutForm),
)
const PaymentStatus = markupUntilLoaded(() =>
  import('~/components/credits/PaymentStatus.tsx').then((module) => module.PaymentStatus),
)

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

/**
 * The checkout's form and the payment status are rendered on the server; their code (the
 * payment schemas, the discount code picker, the status view) hydrates after the page (decision 036g).
 */
export default function Checkout() {
  const { item, methods, paymentId } = useLoaderData<typeof loader>()
  const message = useMessage()

  if (paymentId) {
    return (
      <div className={page.narrow}>
        <h1 className={page.heading}>{message('credits.status.title')}</h1>
        <p className={page.lead}>{message('credits.package.title', { count: item.credits })}</p>
        <PaymentStatus paymentId={paymentId} packageId={item.id} otherMethods={methods} />
      </div>
    )
  }
  return (
    <div className={page.narrow}>
      <h1 className={page.heading}>{message('credits.checkout.title')}</h1>
      <CheckoutForm />
    </div>
  )
}
