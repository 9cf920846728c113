import type { MessageId } from '@dating/i18n/message-ids'
import { ApiError } from '@dating/api-client/errors'
import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { isPaymentMethod, type PaymentMethod } from '@dating/domain/payments'
import { json, redirect } from '@remix-run/node'
import { apiFor } from './api.server.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

/** `messageId` names a catalogue message; `text` is the api's message, already in the member's language. */
export type PaymentFormResult = {
  field: 'method' | 'discount_code' | 'consent' | 'form'
} & ({ messageId: MessageId } | { text: string })

/**
 * Starts a payment from the checkout form and sends the member to the provider's checkout.
 * The form names the package, method, code and consent only; the api prices the order.
 */
export async function startPaymentFromForm(request: Request, packageId: string, form: FormData) {
  const { client, responseHeaders } = apiFor(request)
  const method = String(form.get('method') ?? '')
  const code = String(form.get('discount_code') ?? '').trim()
  const fail = (result: PaymentFormResult, status = 400) =>
    json(result, { status, headers: responseHeaders })
  if (!isPaymentMethod(method))
    return fail({ field: 'method', messageId: 'credits.checkout.methodRequired' })
  if (form.get('consent') !== 'on')
    return fail({ field: 'consent', messageId: 'credits.checkout.consentRequired' })
  try {
    const payment = await createPaymentCalls(client).startPayment({
      package_id: packageId,
      method: method satisfies PaymentMethod,
      consent: true,
      ...(code ? { discount_code: code } : {}),
    })
    if (!payment.checkout_url) throw new Error(`Payment ${payment.payment_id} has no checkout`)
    return redirect(payment.checkout_url, { headers: responseHeaders })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (
      error instanceof ApiError &&
      (error.code === 'code_not_found' || error.code === 'code_already_used')
    ) {
      return fail({ field: 'discount_code', text: error.message }, error.status)
    }
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 })
    console.error('[site] payment start failed:', error)
    const result: PaymentFormResult =
      error instanceof ApiError
        ? { field: 'form', text: error.message }
        : { field: 'form', messageId: 'error.tryAgainLater' }
    return fail(result, 502)
  }
}
