import { isCurrency, type ProviderStatus } from '@dating/domain/payments'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sandboxPayments } from '../db/schema.ts'
import { type PaymentProvider, PaymentProviderError } from './provider.ts'
import { randomId } from './random-id.ts'

/** What the tester may pick on the sandbox's checkout page. */
export const sandboxOutcomes = ['paid', 'failed', 'cancelled', 'expired', 'pending'] as const
export type SandboxOutcome = (typeof sandboxOutcomes)[number]

export const sandboxCheckoutPath = '/api/sandbox-checkout.php'

/** Posts `id=<sandbox payment id>` to a webhook url, as a real provider would. */
export type WebhookDelivery = (url: string, body: URLSearchParams) => Promise<void>

/**
 * The embedded payment provider (decision 018): it keeps its payments in `sandbox_payments` and
 * hosts a test checkout at /api/sandbox-checkout.php on the member's own host, where the tester
 * picks the outcome; it then calls the webhook like Mollie does.
 */
export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request) {
      const id = randomId('sbx_')
      await db.insert(sandboxPayments).values({
        id,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        method: request.method,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
      })
      const checkoutUrl = `${new URL(request.redirectUrl).origin}${sandboxCheckoutPath}?id=${id}`
      return { id, checkoutUrl }
    },
    async getPayment(id) {
      const row = await findSandboxPayment(db, id)
      if (!row || !isCurrency(row.currency))
        throw new PaymentProviderError(`No sandbox payment ${id}`)
      return {
        id,
        status: row.status as ProviderStatus,
        amount: row.amount,
        currency: row.currency,
      }
    },
    async refund(id, amount) {
      const refunded = await db
        .update(sandboxPayments)
        .set({ refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}` })
        .where(
          sql`${sandboxPayments.id} = ${id} and ${sandboxPayments.status} = 'paid' and ${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
        )
        .returning({ id: sandboxPayments.id })
      if (refunded.length === 0)
        throw new PaymentProviderError(`Refund of ${amount} on ${id} refused`)
    },
  }
}

export async function findSandboxPayment(db: Database, id: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id))
  return row
}

/**
 * The tester's pick on the checkout page. Like a real provider, a payment that ended stays
 * ended; only an open or pending one takes the outcome. Then the webhook is called.
 */
export async function reportSandboxOutcome(
  db: Database,
  id: string,
  outcome: SandboxOutcome,
  deliver: WebhookDelivery,
): Promise<string | null> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ status: outcome })
    .where(sql`${sandboxPayments.id} = ${id} and ${sandboxPayments.status} in ('open', 'pending')`)
    .returning()
  const current = row ?? (await findSandboxPayment(db, id))
  if (!current) return null
  await deliver(current.webhookUrl, new URLSearchParams({ id }))
  return current.redirectUrl
}
