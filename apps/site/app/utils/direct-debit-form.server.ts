import { ApiError } from '@dating/api-client/errors'
import { createPaymentCalls } from '@dating/api-client/payments-calls'
import {
  type DirectDebitField,
  directDebitCodeSchema,
  directDebitFields,
  directDebitMandateSchema,
} from '@dating/domain/direct-debit'
import type { MessageId } from '@dating/i18n/message-ids'
import { json, redirect } from '@remix-run/node'
import * as v from 'valibot'
import { apiFor } from './api.server.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

type FormField = DirectDebitField | 'authorisation' | 'consent' | 'form'

/** What the /directdebit action answers: the sent code's notice, or one refusal to show. */
export type DirectDebitFormResult = {
  /** The form's values again, so a document reload keeps what was typed. */
  values: Partial<Record<DirectDebitField, string>>
  codeSentTo?: string
} & ({ field?: undefined } | ({ field: FormField } & ({ messageId: MessageId } | { text: string })))

const fieldMessages: Record<Exclude<FormField, 'form'>, MessageId> = {
  otp: 'directDebit.error.otp',
  account_holder: 'directDebit.error.required',
  iban: 'directDebit.error.iban',
  street: 'directDebit.error.required',
  house_number: 'directDebit.error.required',
  zip: 'directDebit.error.required',
  city: 'directDebit.error.required',
  phone: 'directDebit.error.phone',
  authorisation: 'directDebit.error.authorisation',
  consent: 'credits.checkout.consentRequired',
}

function isFormField(name: string): name is Exclude<FormField, 'form'> {
  return Object.hasOwn(fieldMessages, name)
}

/**
 * The /directdebit form (SPEC §3, §5): `intent=code` sends the SMS code to the phone number;
 * otherwise the mandate is signed, which pays at once, and the member lands on the status page.
 * The same valibot schemas as the api check the fields first.
 */
export async function directDebitFromForm(request: Request, form: FormData) {
  const { client, responseHeaders } = apiFor(request)
  const calls = createPaymentCalls(client)
  const text = (name: string) => String(form.get(name) ?? '')
  const values = Object.fromEntries(directDebitFields.map((name) => [name, text(name)]))
  const answer = (result: DirectDebitFormResult, status = 200) =>
    json(result, { status, headers: responseHeaders })
  const refuse = (field: FormField, messageId: MessageId) =>
    answer({ values, field, messageId }, 400)

  try {
    if (form.get('intent') === 'code') {
      const parsed = v.safeParse(directDebitCodeSchema, { phone: text('phone') })
      if (!parsed.success) return refuse('phone', fieldMessages.phone)
      const sent = await calls.sendDirectDebitCode(parsed.output)
      return answer({ values, codeSentTo: sent.sent_to })
    }
    const discountCode = text('discount_code').trim()
    const parsed = v.safeParse(
      directDebitMandateSchema,
      {
        ...values,
        package_id: text('package'),
        ...(discountCode ? { discount_code: discountCode } : {}),
        authorisation: form.get('authorisation') === 'on',
        consent: form.get('consent') === 'on',
      },
      { abortEarly: true },
    )
    if (!parsed.success) {
      const name = parsed.issues[0] ? (v.getDotPath(parsed.issues[0]) ?? '') : ''
      return isFormField(name)
        ? refuse(name, fieldMessages[name])
        : refuse('form', 'error.tryAgainLater')
    }
    const { payment } = await calls.signDirectDebit(parsed.output)
    return redirect(`/credits/${payment.package_id}/directdebit?payment_id=${payment.payment_id}`, {
      headers: responseHeaders,
    })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!(error instanceof ApiError) || error.status >= 500) {
      if (error instanceof ApiError && error.code === 'sms_unavailable') {
        return answer({ values, field: 'form', text: error.message }, error.status)
      }
      console.error('[site] direct debit failed:', error)
      return answer({ values, field: 'form', messageId: 'error.tryAgainLater' }, 502)
    }
    const field: FormField = error.code === 'code_invalid' ? 'otp' : 'form'
    return answer({ values, field, text: error.message }, error.status)
  }
}
