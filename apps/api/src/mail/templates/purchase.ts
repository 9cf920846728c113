import type { MailTemplate } from './template.ts'

/** Everything formatted for the recipient's language by the sender (payments/purchase-mail.ts). */
export type PurchaseMail = {
  invoiceNumber: string
  paidAt: string
  credits: number
  amount: string
  method: string
  /** Null for payments from before VAT rates were stored: the mail says only that VAT is in. */
  vat: { rate: string; amount: string } | null
  consentAt: string
  withdrawalUntil: string
  termsDate: string
  termsUrl: string
  transactionsUrl: string
}

/**
 * The confirmation of a completed credit purchase on a durable medium (CRD Art. 8(7)): what was
 * bought, for how much and with which VAT, under which terms, and the consent to immediate
 * delivery with what it means for the right of withdrawal.
 */
export const purchaseMail: MailTemplate<PurchaseMail> = {
  category: 'transactional',
  render: (data, { t, brand }) => ({
    subject: t('mail.purchase.subject', { brand, number: data.invoiceNumber }),
    blocks: [
      { type: 'paragraph', text: t('mail.purchase.intro') },
      {
        type: 'paragraph',
        text: t('mail.purchase.invoice', { number: data.invoiceNumber, date: data.paidAt }),
      },
      {
        type: 'paragraph',
        text: t('mail.purchase.order', {
          credits: data.credits,
          amount: data.amount,
          method: data.method,
        }),
      },
      {
        type: 'paragraph',
        text: data.vat
          ? t('mail.purchase.vat', { rate: data.vat.rate, vat: data.vat.amount })
          : t('invoice.vatIncluded'),
      },
      {
        type: 'paragraph',
        text: t('mail.purchase.consent', { date: data.consentAt, until: data.withdrawalUntil }),
      },
      {
        type: 'paragraph',
        text: t('mail.purchase.terms', { date: data.termsDate, url: data.termsUrl }),
      },
      { type: 'action', label: t('mail.purchase.action'), url: data.transactionsUrl },
    ],
  }),
}
