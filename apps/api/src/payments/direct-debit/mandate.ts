import { vatRateFor } from '@dating/domain/vat'
import { termsVersionDate } from '../../brand/catalogue-routes.ts'
import {
  type DirectDebitMandateRequest,
  directDebitCurrency,
  directDebitRules,
} from '@dating/domain/direct-debit'
import { currencyFor, paymentMethodsFor } from '@dating/domain/payments'
import { and, desc, eq, sql } from 'drizzle-orm'
import { appendLedgerEntry, lockMemberCredits } from '../../credits/ledger.ts'
import type { Database } from '../../db/client.ts'
import { payments } from '../../db/schema.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import type { Site } from '../../http/context.ts'
import { directDebitCodes, directDebitMandates } from './schema.ts'
import { ApiError } from '../../http/errors.ts'
import { discountHoldIndex } from '../discount-holds.ts'
import type { Buyer, HolderRefresh } from '../discounts.ts'
import { priceOrder } from '../pricing.ts'
import { randomId } from '../random-id.ts'
import { markDiscountCodeUsed, type PaymentRow, paymentReference } from '../settle.ts'
import { codeHash, refuseBlocked, sameHash } from './codes.ts'
import { directDebitFits } from './limits.ts'

/** The payments' `provider` of direct debits: the brand collects them itself (decision 034). */
export const directDebitProvider = 'directdebit'

export type MandateRow = typeof directDebitMandates.$inferSelect

type Outcome =
  | { kind: 'booked'; payment: PaymentRow; mandate: MandateRow; booked: boolean }
  | { kind: 'code_invalid' }
  | { kind: 'limit' }

/**
 * Signs a SEPA mandate with the SMS code and buys the package with it, exactly once: the code
 * row is locked, then the payment (paid), the mandate, the code's use and the purchase entry are
 * written in one transaction. The same form again (a double click, a retry) finds the mandate
 * its code made and answers that payment. A wrong code counts a try and books nothing; the
 * limit leaves the code usable for a cheaper package.
 */
export async function signMandate(
  db: Database,
  site: Site,
  buyer: Buyer,
  form: DirectDebitMandateRequest,
  now: Date,
  refreshHolder?: HolderRefresh,
): Promise<{ payment: PaymentRow; mandate: MandateRow; booked: boolean }> {
  const offered =
    paymentMethodsFor(buyer.country).includes('directdebit') &&
    currencyFor(buyer.country, site.minimumMessageCosts) === directDebitCurrency
  if (!offered) throw new ApiError('not_found')
  await refuseBlocked(db, buyer.userId)
  const { creditPackage, currency, listAmount, amount, discount } = await priceOrder(
    db,
    site,
    buyer,
    { packageId: form.package_id, method: 'directdebit', code: form.discount_code },
    now,
    refreshHolder,
  )
  const hash = await codeHash(db, buyer.userId, form.phone, form.otp)

  const outcome = await db
    .transaction(async (tx): Promise<Outcome> => {
      const [code] = await tx
        .select()
        .from(directDebitCodes)
        .where(
          and(eq(directDebitCodes.userId, buyer.userId), eq(directDebitCodes.phone, form.phone)),
        )
        .orderBy(desc(directDebitCodes.id))
        .limit(1)
        .for('update')
      if (!code || !sameHash(hash, code.codeHash)) {
        if (code && !code.usedAt) {
          await tx
            .update(directDebitCodes)
            .set({ attempts: sql`${directDebitCodes.attempts} + 1` })
            .where(eq(directDebitCodes.id, code.id))
        }
        return { kind: 'code_invalid' }
      }
      if (code.usedAt) {
        const [made] = await tx
          .select({ mandate: directDebitMandates, payment: payments })
          .from(directDebitMandates)
          .innerJoin(payments, eq(payments.id, directDebitMandates.paymentId))
          .where(eq(directDebitMandates.codeId, code.id))
        if (made && made.payment.packageId === creditPackage.id) {
          return { kind: 'booked', ...made, booked: false }
        }
        return { kind: 'code_invalid' }
      }
      if (code.attempts >= directDebitRules.otpAttempts || code.expiresAt <= now) {
        return { kind: 'code_invalid' }
      }
      // The member's lock serialises their bookings, so two mandates cannot both pass the limit.
      await lockMemberCredits(tx, buyer.userId)
      const fits = await directDebitFits(tx, { userId: buyer.userId, iban: form.iban, amount, now })
      if (!fits) return { kind: 'limit' }

      const reference = randomId('DD-')
      const [payment] = await tx
        .insert(payments)
        .values({
          publicId: randomId('pay_'),
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
          method: 'directdebit',
          provider: directDebitProvider,
          providerPaymentId: reference,
          status: 'paid',
          consentAt: now,
          vatRate: vatRateFor(buyer.country),
          termsVersion: termsVersionDate(site.companyAdded),
          paidAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!payment) throw new Error('Payment insert returned nothing')
      const [mandate] = await tx
        .insert(directDebitMandates)
        .values({
          reference,
          siteId: site.id,
          userId: buyer.userId,
          codeId: code.id,
          paymentId: payment.id,
          accountHolder: form.account_holder,
          iban: form.iban,
          street: form.street,
          houseNumber: form.house_number,
          zip: form.zip,
          city: form.city,
          phone: form.phone,
          signedAt: now,
        })
        .returning()
      if (!mandate) throw new Error('Mandate insert returned nothing')
      await tx.update(directDebitCodes).set({ usedAt: now }).where(eq(directDebitCodes.id, code.id))
      const booked = await appendLedgerEntry(tx, {
        userId: buyer.userId,
        delta: payment.credits,
        reason: 'purchase',
        reference: paymentReference(payment),
        createdAt: now,
      })
      if (payment.discountCode) await markDiscountCodeUsed(tx, payment.discountCode)
      return { kind: 'booked', payment, mandate, booked }
    })
    .catch((error: unknown) => {
      // A payment opened with the once-only code a moment before holds it (decision 045).
      if (isUniqueViolation(error, discountHoldIndex)) throw new ApiError('code_already_used')
      throw error
    })
  if (outcome.kind === 'code_invalid') throw new ApiError('code_invalid')
  if (outcome.kind === 'limit') throw new ApiError('direct_debit_limit')
  return outcome
}

/**
 * The refunder of direct debits for a withdrawal: the brand owes the member the amount back,
 * which it records on the mandate (collected less, or transferred back with the next batch).
 */
export function directDebitRefunds(db: Database) {
  return {
    name: directDebitProvider,
    async refund(reference: string, amount: number) {
      const updated = await db
        .update(directDebitMandates)
        .set({ refundedAmount: sql`${directDebitMandates.refundedAmount} + ${amount}` })
        .where(eq(directDebitMandates.reference, reference))
        .returning({ id: directDebitMandates.id })
      if (updated.length === 0) throw new Error(`No mandate ${reference}`)
    },
  }
}
