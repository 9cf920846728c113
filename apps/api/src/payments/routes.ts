import {
  formatMoney,
  paymentIdPattern,
  paymentMethodsFor,
  paymentQuoteQuerySchema,
  startPaymentSchema,
} from '@dating/domain/payments'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { balanceOf } from '../credits/ledger.ts'
import { payments, profiles, users } from '../db/schema.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readFormBody, readJsonBody, readQuery, validate } from '../http/input.ts'
import { memberRecipient } from '../mail/recipient.ts'
import { sendMail } from '../mail/request.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { isHttps, isWebhookReplay, requestHost } from '../http/request.ts'
import { paymentWebhookRetryJobName, type WebhookReplay } from './webhook-retry.ts'
import {
  announceBalance,
  holderAsReported,
  loadBuyer,
  ownPayment,
  refreshFromProvider,
} from './buyer.ts'
import { discountHoldIndex } from './discount-holds.ts'
import { invoiceNumber, invoicePdf } from './invoice.ts'
import { priceOrder, quoteView } from './pricing.ts'
import { PaymentProviderError } from './provider.ts'
import { randomId } from './random-id.ts'
import { vatPercent, vatRateFor } from '@dating/domain/vat'
import { termsVersionDate } from '../brand/catalogue-routes.ts'
import { mailDateTime } from './purchase-mail.ts'
import { directDebitProvider, directDebitRefunds } from './direct-debit/mandate.ts'
import { quoteWithdrawal, withdrawPayment } from './withdrawal.ts'
import { paymentView, pricedPackages } from './views.ts'

export const paymentWebhookPath = '/api/payment-webhook.php'

const paymentQuerySchema = v.object({ id: v.pipe(v.string(), v.regex(paymentIdPattern)) })
const withdrawalBodySchema = v.strictObject({
  payment_id: v.pipe(v.string(), v.regex(paymentIdPattern)),
  confirm: v.literal(true),
})
const webhookFormSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[A-Za-z0-9_]+$/)),
})

/**
 * Credit packages and payments (SPEC §1, §3, §9; decision 018): prices, starting a payment at
 * the provider, its status, the provider's webhook and the member's transactions.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/api/packages.php', async (c) => {
    const country = c.var.session ? (await loadBuyer(c)).country : c.var.site.geoipCountry
    return c.json({
      packages: pricedPackages(c.var.site, country),
      message_credits: c.var.site.messageCredits,
      payment_methods: paymentMethodsFor(country),
    })
  })
  .post('/api/payment.php', async (c) => {
    const buyer = await loadBuyer(c)
    const body = await readJsonBody(c, startPaymentSchema)
    // Direct debit is a mandate signed with an SMS code (POST /api/directdebit.php), no checkout.
    if (body.method === 'directdebit') throw new ApiError('validation_failed', { field: 'method' })
    const { deps, site } = c.var
    const now = deps.now()
    const { creditPackage, currency, listAmount, amount, discount } = await priceOrder(
      deps.db,
      site,
      buyer,
      { packageId: body.package_id, method: body.method, code: body.discount_code },
      now,
      holderAsReported(c),
    )
    const publicId = randomId('pay_')
    const [created] = await deps.db
      .insert(payments)
      .values({
        publicId,
        siteId: site.id,
        userId: buyer.userId,
        packageId: creditPackage.id,
        credits: creditPackage.credits,
        currency,
        listAmount,
        amount,
        discountCode: discount?.code ?? null,
        discountPercentage: discount?.percentage ?? null,
        discountHold: discount?.hold ?? null,
        discountHeld: Boolean(discount?.hold),
        method: body.method,
        provider: deps.paymentProvider.name,
        consentAt: now,
        vatRate: vatRateFor(buyer.country),
        termsVersion: termsVersionDate(site.companyAdded),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .catch((error: unknown) => {
        // Another payment opened with the code a moment before this one.
        if (isUniqueViolation(error, discountHoldIndex)) throw new ApiError('code_already_used')
        throw error
      })
    if (!created) throw new Error('Payment insert returned nothing')
    const origin = siteOrigin(c)
    try {
      const started = await deps.paymentProvider.createPayment({
        amount,
        currency,
        description: `${site.name}: ${c.var.t('credits.package.title', { count: creditPackage.credits })}`,
        method: body.method,
        redirectUrl: `${origin}/credits/${creditPackage.id}/${body.method}?payment_id=${publicId}`,
        webhookUrl: `${origin}${paymentWebhookPath}`,
        reference: publicId,
      })
      const [stored] = await deps.db
        .update(payments)
        .set({ providerPaymentId: started.id, checkoutUrl: started.checkoutUrl, updatedAt: now })
        .where(eq(payments.id, created.id))
        .returning()
      return c.json({ payment: paymentView(stored ?? created) })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      await deps.db
        .update(payments)
        .set({ status: 'failed', discountHeld: false, updatedAt: now })
        .where(eq(payments.id, created.id))
      throw new ApiError('payment_provider_unavailable')
    }
  })
  .get('/api/payment-quote.php', async (c) => {
    const buyer = await loadBuyer(c)
    const query = readQuery(c, paymentQuoteQuerySchema)
    const { deps, site } = c.var
    const order = await priceOrder(
      deps.db,
      site,
      buyer,
      { packageId: query.package_id, method: query.method, code: query.discount_code || undefined },
      deps.now(),
      holderAsReported(c),
    )
    return c.json({ quote: quoteView(order) })
  })
  .get('/api/payment.php', async (c) => {
    const { id } = readQuery(c, paymentQuerySchema)
    let row = await ownPayment(c, id)
    // As stored while the provider cannot say: the webhook or a later poll brings the news.
    if (row.status === 'open' || row.status === 'pending') row = await holderAsReported(c)(row)
    return c.json({ payment: paymentView(row) })
  })
  .get('/api/payments.php', async (c) => {
    const current = requireSession(c)
    const rows = await c.var.deps.db
      .select()
      .from(payments)
      .where(eq(payments.userId, current.userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(100)
    return c.json({ payments: rows.map(paymentView) })
  })
  .post(paymentWebhookPath, async (c) => {
    const { deps } = c.var
    const { id } = validate(webhookFormSchema, await readFormBody(c), 'id')
    const [row] = await deps.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, deps.paymentProvider.name), eq(payments.providerPaymentId, id)),
      )
    // Unknown ids get the same answer, so the webhook tells a prober nothing.
    if (row) {
      try {
        await refreshFromProvider(c, row)
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        // Without a queue, or replayed by it, the 502 makes the caller try again later.
        if (!deps.jobs || isWebhookReplay(c)) {
          throw new ApiError('payment_provider_unavailable')
        }
        const replay: WebhookReplay = {
          id,
          host: requestHost(c),
          proto: isHttps(c) ? 'https' : 'http',
        }
        await deps.jobs.enqueue(paymentWebhookRetryJobName, replay, {
          key: `${deps.paymentProvider.name}:${id}`,
          delaySeconds: 30,
        })
      }
    }
    return c.body(null, 200)
  })
  .get('/api/invoice.pdf', async (c) => {
    const { id } = readQuery(c, paymentQuerySchema)
    const row = await ownPayment(c, id)
    if (row.status !== 'paid' && row.status !== 'refunded') throw new ApiError('not_found')
    const [customer] = await c.var.deps.db
      .select({ name: profiles.name, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, row.userId))
    const t = c.var.t
    const pdf = await invoicePdf(
      c.var.site,
      row,
      { name: customer?.name ?? '', email: customer?.email ?? '' },
      {
        title: t('invoice.title'),
        number: t('invoice.number'),
        date: t('invoice.date'),
        customer: t('invoice.customer'),
        item: t('credits.package.title', { count: row.credits }),
        listPrice: t('invoice.listPrice'),
        discount: t('invoice.discount'),
        total: t('invoice.total'),
        vatIncluded: t('invoice.vatIncluded'),
        vatLine:
          row.vatRate === null
            ? null
            : t('invoice.vatLine', {
                rate: new Intl.NumberFormat(c.var.locale).format(vatPercent(row.vatRate)),
              }),
        vatNumbers: t('invoice.vatNumbers'),
        method: t('invoice.method'),
      },
      c.var.locale,
    )
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${invoiceNumber(row)}.pdf"`,
      'cache-control': 'private, no-store',
    })
  })
  .get('/api/withdrawal.php', async (c) => {
    const { id } = readQuery(c, paymentQuerySchema)
    const row = await ownPayment(c, id)
    const { deps, site } = c.var
    const quote = quoteWithdrawal(
      row,
      await balanceOf(deps.db, row.userId),
      site.refundDays,
      deps.now(),
    )
    if (!quote) throw new ApiError('not_found')
    return c.json({ withdrawal: { ...quote, until: quote.until.toISOString() } })
  })
  .post('/api/withdrawal.php', async (c) => {
    const body = await readJsonBody(c, withdrawalBodySchema)
    const row = await ownPayment(c, body.payment_id)
    const { deps, site } = c.var
    let done: Awaited<ReturnType<typeof withdrawPayment>>
    try {
      const refunder =
        row.provider === directDebitProvider ? directDebitRefunds(deps.db) : deps.paymentProvider
      done = await withdrawPayment(deps.db, refunder, {
        paymentId: row.id,
        userId: row.userId,
        refundDays: site.refundDays,
        now: deps.now(),
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      throw new ApiError('payment_provider_unavailable')
    }
    if (!done) throw new ApiError('not_found')
    await announceBalance(c, row.userId)
    const recipient = await memberRecipient(deps.db, row.userId)
    if (recipient) {
      await sendMail(c, {
        kind: 'withdrawal',
        to: recipient,
        data: {
          credits: done.quote.credits,
          amount: formatMoney(done.quote.amount, done.quote.currency, recipient.locale),
          transactionsUrl: `${siteOrigin(c)}/transactions/${row.publicId}`,
          at: mailDateTime(deps.now(), recipient.locale),
          invoiceNumber: invoiceNumber(row),
        },
      })
    }
    return c.json({ payment: paymentView(done.payment) })
  })
