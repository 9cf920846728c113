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
import { type FormErrors, invalidFields } from './form-errors.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

type FormField = DirectDebitField | 'authorisation' | 'consent'

/** What the /directdebit action answers: the sent code's notice, or every refusal at once. */
export type DirectDebitFormResult = {
  /** The form's values again, so a document reload keeps what was typed. */
  values: Partial<Record<DirectDebitField, string>>
  codeSentTo?: string
  errors?: FormErrors<FormField>
}

const fieldMessages: Record<FormField, MessageId> = {
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

function isFormField(name: string): name is FormField {
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
  const refuse = (errors: FormErrors<FormField>, status = 400) => answer({ values, errors }, status)

  try {
    if (form.get('intent') === 'code') {
      const parsed = v.safeParse(directDebitCodeSchema, { phone: text('phone') })
      if (!parsed.success) return refuse({ phone: { messageId: fieldMessages.phone } })
      const sent = await calls.sendDirectDebitCode(parsed.output)
      return answer({ values, codeSentTo: sent.sent_to })
    }
    const discountCode = text('discount_code').trim()
    const parsed = v.safeParse(directDebitMandateSchema, {
      ...values,
      package_id: text('package'),
      ...(discountCode ? { discount_code: discountCode } : {}),
      authorisation: form.get('authorisation') === 'on',
      consent: form.get('consent') === 'on',
    })
    if (!parsed.success) {
      const fields = invalidFields(parsed.issues, isFormField)
      if (fields.length === 0) return refuse({ form: { messageId: 'error.tryAgainLater' } })
      return refuse(
        Object.fromEntries(fields.map((name) => [name, { messageId: fieldMessages[name] }])),
      )
    }
    const { payment } = await calls.signDirectDebit(parsed.output)
    return redirect(`/credits/${payment.package_id}/directdebit?payment_id=${payment.payment_id}`, {
      headers: responseHeaders,
    })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!(error instanceof ApiError) || error.status >= 500) {
      if (error instanceof ApiError && error.code === 'sms_unavailable') {
        return refuse({ form: { text: error.message } }, error.status)
      }
      console.error('[site] direct debit failed:', error)
      return refuse({ form: { messageId: 'error.tryAgainLater' } }, 502)
    }
    const field = error.code === 'code_invalid' ? 'otp' : 'form'
    return refuse({ [field]: { text: error.message } }, error.status)
  }
}
