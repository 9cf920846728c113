import { formatMoney, isCurrency, isPaymentMethod } from '@dating/domain/payments'
import { intlLocaleFor } from '@dating/i18n/locales'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { readFormBody, validate } from '../http/input.ts'
import { escapeHtml } from '../mail/html.ts'
import {
  findSandboxPayment,
  reportSandboxOutcome,
  sandboxCheckoutPath,
  sandboxOutcomes,
  type WebhookDelivery,
} from './sandbox-provider.ts'

const sandboxIdSchema = v.pipe(v.string(), v.regex(/^sbx_[A-Za-z0-9]{16}$/))
const checkoutQuerySchema = v.object({ id: sandboxIdSchema })
const outcomeFormSchema = v.object({ id: sandboxIdSchema, outcome: v.picklist(sandboxOutcomes) })

type Translate = AppEnv['Variables']['t']

/**
 * The test checkout in the visitor's language (the same locale rules as every api answer): the
 * labels come from the catalogues, the amount is formatted for the locale.
 */
function checkoutPage(
  t: Translate,
  lang: string,
  payment: { id: string; amount: string; description: string; method: string; status: string },
): string {
  const buttons = sandboxOutcomes
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" data-outcome="${outcome}">${escapeHtml(t(`sandbox.outcome.${outcome}`))}</button>`,
    )
    .join('\n')
  const method = isPaymentMethod(payment.method)
    ? t(`credits.method.${payment.method}`)
    : payment.method
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t('sandbox.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d1530}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #6b3fa0;background:#fff;color:#3b1f63;cursor:pointer}
button[value=paid]{background:#6b3fa0;color:#fff}</style></head>
<body><main><h1>${escapeHtml(t('sandbox.title'))}</h1>
<p>${escapeHtml(t('sandbox.intro'))}</p>
<dl><dt>${escapeHtml(t('sandbox.amount'))}</dt><dd data-testid="sandbox-amount">${escapeHtml(payment.amount)}</dd>
<dt>${escapeHtml(t('sandbox.for'))}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(t('sandbox.method'))}</dt><dd>${escapeHtml(method)}</dd>
<dt>${escapeHtml(t('transactions.status'))}</dt><dd>${escapeHtml(t(`transactions.statusName.${payment.status}`))}</dd></dl>
<form method="post" action="${sandboxCheckoutPath}"><input type="hidden" name="id" value="${escapeHtml(payment.id)}">
${buttons}</form></main></body></html>`
}

/** The sandbox provider's hosted checkout (decision 018); off when another provider is set. */
export function sandboxCheckoutRoutes(deliver: WebhookDelivery) {
  return new Hono<AppEnv>()
    .get(sandboxCheckoutPath, async (c) => {
      const { deps } = c.var
      if (deps.paymentProvider.name !== 'sandbox') throw new ApiError('not_found')
      const { id } = validate(checkoutQuerySchema, c.req.query(), 'id')
      const row = await findSandboxPayment(deps.db, id)
      if (!row || !isCurrency(row.currency)) throw new ApiError('not_found')
      return c.html(
        checkoutPage(c.var.t, intlLocaleFor(c.var.locale), {
          id: row.id,
          amount: formatMoney(row.amount, row.currency, intlLocaleFor(c.var.locale)),
          description: row.description,
          method: row.method,
          status: row.status,
        }),
      )
    })
    .post(sandboxCheckoutPath, async (c) => {
      const { deps } = c.var
      if (deps.paymentProvider.name !== 'sandbox') throw new ApiError('not_found')
      const form = validate(outcomeFormSchema, await readFormBody(c), 'outcome')
      const redirectUrl = await reportSandboxOutcome(deps.db, form.id, form.outcome, deliver)
      if (!redirectUrl) throw new ApiError('not_found')
      return c.redirect(redirectUrl, 303)
    })
}
