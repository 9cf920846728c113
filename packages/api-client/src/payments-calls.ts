/**
 * Calls of credits and payments (docs/api.md, Payments): priced packages, starting a payment,
 * its status, the member's transactions, discount codes, quotes and SEPA direct debit.
 */
import {
  type DirectDebitCodeRequest,
  type DirectDebitMandateRequest,
  type DirectDebitMandateResponse,
  directDebitCodeResponseSchema,
  directDebitMandateResponseSchema,
} from '@dating/domain/direct-debit'
import {
  type DiscountCode,
  discountCodeResponseSchema,
  discountCodesResponseSchema,
} from '@dating/domain/discount-codes'
import {
  type PackagesResponse,
  type Payment,
  type PaymentMethod,
  type PaymentQuote,
  packagesResponseSchema,
  paymentQuoteResponseSchema,
  paymentResponseSchema,
  paymentsResponseSchema,
  type StartPayment,
  type Withdrawal,
  withdrawalResponseSchema,
} from '@dating/domain/payments'
import type { ApiClient, CallOptions } from './client.ts'

export interface PaymentCalls {
  /** GET /api/packages.php: the packages priced for the member (or the brand, logged out). */
  getPackages(call?: CallOptions): Promise<PackagesResponse>
  /** POST /api/payment.php: starts paying; the answer's checkout_url is the provider's page. */
  startPayment(order: StartPayment, call?: CallOptions): Promise<Payment>
  /** GET /api/payment.php?id=: one of the member's payments, refreshed from the provider. */
  getPayment(paymentId: string, call?: CallOptions): Promise<Payment>
  /** GET /api/payments.php: the member's payments, newest first. */
  getPayments(call?: CallOptions): Promise<Payment[]>
  /** GET /api/discountcode.php?welcome=true (SPEC §7): the welcome code, when offered. */
  getWelcomeCode(call?: CallOptions): Promise<DiscountCode>
  /** GET /api/discountcode.php?code=: a code the member may use. */
  getDiscountCode(code: string, call?: CallOptions): Promise<DiscountCode>
  /** GET /api/discountcodes.php: the codes the member may choose at checkout. */
  getDiscountCodes(call?: CallOptions): Promise<DiscountCode[]>
  /** GET /api/payment-quote.php: the price the provider will be asked for, with a code. */
  getQuote(
    order: { package_id: string; method: PaymentMethod; discount_code?: string },
    call?: CallOptions,
  ): Promise<PaymentQuote>
  /** POST /api/directdebit-code.php: sends the mandate's code by SMS. */
  sendDirectDebitCode(
    request: DirectDebitCodeRequest,
    call?: CallOptions,
  ): Promise<{ sent_to: string; expires: string }>
  /** POST /api/directdebit.php: signs the mandate, which pays for the package at once. */
  signDirectDebit(
    mandate: DirectDebitMandateRequest,
    call?: CallOptions,
  ): Promise<DirectDebitMandateResponse>
  /** GET /api/withdrawal.php?id=: what withdrawing returns now; 404 when nothing can be. */
  getWithdrawal(paymentId: string, call?: CallOptions): Promise<Withdrawal>
  /** POST /api/withdrawal.php: refunds the unused credits' share and takes them back. */
  withdraw(paymentId: string, call?: CallOptions): Promise<Payment>
}

export function createPaymentCalls(client: ApiClient): PaymentCalls {
  return {
    getPackages: async (call) =>
      (await client.request(packagesResponseSchema, { ...call, path: '/api/packages.php' })).data,
    startPayment: async (order, call) => {
      const { data } = await client.request(paymentResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/payment.php',
        body: order,
      })
      return data.payment
    },
    getPayment: async (paymentId, call) => {
      const { data } = await client.request(paymentResponseSchema, {
        ...call,
        path: '/api/payment.php',
        query: { id: paymentId },
      })
      return data.payment
    },
    getPayments: async (call) =>
      (await client.request(paymentsResponseSchema, { ...call, path: '/api/payments.php' })).data
        .payments,
    getWelcomeCode: async (call) =>
      (
        await client.request(discountCodeResponseSchema, {
          ...call,
          path: '/api/discountcode.php',
          query: { welcome: 'true' },
        })
      ).data.discount,
    getDiscountCode: async (code, call) =>
      (
        await client.request(discountCodeResponseSchema, {
          ...call,
          path: '/api/discountcode.php',
          query: { code },
        })
      ).data.discount,
    getDiscountCodes: async (call) =>
      (
        await client.request(discountCodesResponseSchema, {
          ...call,
          path: '/api/discountcodes.php',
        })
      ).data.discounts,
    getQuote: async (order, call) =>
      (
        await client.request(paymentQuoteResponseSchema, {
          ...call,
          path: '/api/payment-quote.php',
          query: order,
        })
      ).data.quote,
    sendDirectDebitCode: async (request, call) =>
      (
        await client.request(directDebitCodeResponseSchema, {
          ...call,
          method: 'POST',
          path: '/api/directdebit-code.php',
          body: request,
        })
      ).data,
    signDirectDebit: async (mandate, call) =>
      (
        await client.request(directDebitMandateResponseSchema, {
          ...call,
          method: 'POST',
          path: '/api/directdebit.php',
          body: mandate,
        })
      ).data,
    getWithdrawal: async (paymentId, call) =>
      (
        await client.request(withdrawalResponseSchema, {
          ...call,
          path: '/api/withdrawal.php',
          query: { id: paymentId },
        })
      ).data.withdrawal,
    withdraw: async (paymentId, call) =>
      (
        await client.request(paymentResponseSchema, {
          ...call,
          method: 'POST',
          path: '/api/withdrawal.php',
          body: { payment_id: paymentId, confirm: true },
        })
      ).data.payment,
  }
}
