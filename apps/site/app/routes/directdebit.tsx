import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { directDebitFromForm } from '~/utils/direct-debit-form.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { pageTitle } from '~/utils/meta.ts'
import { useMessage } from '~/utils/use-message.ts'

// The price, quote and mandate form are rendered on the server; their code (the fields, the SMS
// code button, the rules, the money format with its schemas) loads after hydration, outside the
// first load (decision 036h). The form is a plain POST form, so it sends natively before then.
const DirectDebitForm = markupUntilLoaded(() =>
  import('~/components/credits/DirectDebitForm.tsx').then((module) => module.DirectDebitForm),
)

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'directDebit.title') },
]

/**
 * /directdebit?package=… (SPEC §2, §3): the SEPA mandate form. The member asks for a code by
 * SMS, fills in the account and address, authorises the debit and pays at once; the status
 * page (the payment machine) shows the result.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  const calls = createPaymentCalls(client)
  const url = new URL(request.url)
  const packageId = url.searchParams.get('package') ?? ''
  const code = (url.searchParams.get('discount_code') ?? '').trim().slice(0, 40)
  const offer = await calls.getPackages().catch(loginOnAuthRequired(request))
  const item = offer.packages.find((candidate) => candidate.id === packageId)
  if (!item || !offer.payment_methods.includes('directdebit')) {
    throw new Response(null, { status: 404 })
  }
  const order = { package_id: item.id, method: 'directdebit' as const }
  // A code that no longer fits is dropped here; the checkout told the member why.
  const quote = await calls
    .getQuote(code ? { ...order, discount_code: code } : order)
    .catch(loginOnAuthRequired(request))
    .catch(() => calls.getQuote(order))
  return json({ item, quote }, { headers: responseHeaders })
}

export async function action({ request }: ActionFunctionArgs) {
  return directDebitFromForm(request, await request.formData())
}

export default function DirectDebit() {
  const message = useMessage()
  return (
    <div className={page.narrow}>
      <h1 className={page.heading}>{message('directDebit.title')}</h1>
      <DirectDebitForm />
    </div>
  )
}
