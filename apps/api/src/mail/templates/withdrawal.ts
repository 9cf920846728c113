import type { MailTemplate } from './template.ts'

export type WithdrawalMail = {
  credits: number
  amount: string
  transactionsUrl: string
  /** When the member withdrew (date and time, in their language). */
  at: string
  invoiceNumber: string
}

/**
 * Acknowledges a withdrawal from a credit purchase on a durable medium (Directive 2023/2673; decisions 020, 061):
 * when it was received, which purchase (its invoice number) and the amount refunded.
 */
export const withdrawalMail: MailTemplate<WithdrawalMail> = {
  category: 'transactional',
  render: ({ credits, amount, transactionsUrl, at, invoiceNumber }, { t, brand }) => ({
    subject: t('mail.withdrawal.subject', { brand }),
    blocks: [
      {
        type: 'paragraph',
        text: t('mail.withdrawal.received', { date: at, number: invoiceNumber }),
      },
      { type: 'paragraph', text: t('mail.withdrawal.intro', { credits, amount }) },
      { type: 'paragraph', text: t('mail.withdrawal.refund') },
      { type: 'action', label: t('mail.withdrawal.action'), url: transactionsUrl },
    ],
  }),
}
