import { ApiError } from '@dating/api-client/errors'
import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { isPaymentMethod, type PaymentMethod, type PaymentQuote } from '@dating/domain/payments'
import { json, redirect } from '@remix-run/node'
import { apiFor } from './api.server.ts'
import { chosenDiscountCode, discountChoiceName, discountTypedName } from './discount-choice.ts'
import type { FormErrors } from './form-errors.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

/** Every refusal of the checkout at once. */
export type PaymentFormResult = { errors: FormErrors<'method' | 'discount_code' | 'consent'> }

export type QuoteFormResult = { quote: PaymentQuote; choice: string; typed: string }

function isCodeRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'code_not_found' || error.code === 'code_already_used')
  )
}

/** "Apply": the price of the package with the chosen code, worked out by the api. */
export async function quoteFromForm(request: Request, packageId: string, form: FormData) {
  const { client, responseHeaders } = apiFor(request)
  const method = String(form.get('method') ?? '')
  const code = chosenDiscountCode(form)
  if (!isPaymentMethod(method)) {
    const result: PaymentFormResult = {
      errors: { method: { messageId: 'credits.checkout.methodRequired' } },
    }
    return json(result, { status: 400, headers: responseHeaders })
  }
  try {
    const quote = await createPaymentCalls(client).getQuote({
      package_id: packageId,
      method,
      ...(code ? { discount_code: code } : {}),
    })
    const result: QuoteFormResult = {
      quote,
      choice: String(form.get(discountChoiceName) ?? ''),
      typed: String(form.get(discountTypedName) ?? ''),
    }
    return json(result, { headers: responseHeaders })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (isCodeRefusal(error)) {
      const result: PaymentFormResult = { errors: { discount_code: { text: error.message } } }
      return json(result, { status: error.status, headers: responseHeaders })
    }
    throw error
  }
}

/**
 * Starts a payment from the checkout form and sends the member to the provider's checkout.
 * The form names the package, method, code and consent only; the api prices the order.
 */
export async function startPaymentFromForm(request: Request, packageId: string, form: FormData) {
  const { client, responseHeaders } = apiFor(request)
  const method = String(form.get('method') ?? '')
  const code = chosenDiscountCode(form)
  const fail = (result: PaymentFormResult, status = 400) =>
    json(result, { status, headers: responseHeaders })
  const consented = form.get('consent') === 'on'
  if (!isPaymentMethod(method)) {
    return fail({
      errors: {
        method: { messageId: 'credits.checkout.methodRequired' },
        ...(consented ? {} : { consent: { messageId: 'credits.checkout.consentRequired' } }),
      },
    })
  }
  // Direct debit has no hosted checkout: the mandate form with its SMS code takes over.
  if (method === 'directdebit') {
    const query = new URLSearchParams({
      package: packageId,
      ...(code ? { discount_code: code } : {}),
    })
    return redirect(`/directdebit?${query}`, { headers: responseHeaders })
  }
  if (!consented)
    return fail({ errors: { consent: { messageId: 'credits.checkout.consentRequired' } } })
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
    if (isCodeRefusal(error)) {
      return fail({ errors: { discount_code: { text: error.message } } }, error.status)
    }
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 })
    console.error('[site] payment start failed:', error)
    const result: PaymentFormResult = {
      errors: {
        form:
          error instanceof ApiError
            ? { text: error.message }
            : { messageId: 'error.tryAgainLater' },
      },
    }
    return fail(result, 502)
  }
}
