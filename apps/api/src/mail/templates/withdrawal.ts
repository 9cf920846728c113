import type { MailTemplate } from './template.ts'

export type WithdrawalMail = { credits: number; amount: string; transactionsUrl: string }

/** Confirms a withdrawal from a credit purchase (EU consumer rules, decision 020). */
export const withdrawalMail: MailTemplate<WithdrawalMail> = {
  category: 'transactional',
  render: ({ credits, amount, transactionsUrl }, { t, brand }) => ({
    subject: t('mail.withdrawal.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.withdrawal.intro', { credits, amount }) },
      { type: 'paragraph', text: t('mail.withdrawal.refund') },
      { type: 'action', label: t('mail.withdrawal.action'), url: transactionsUrl },
    ],
  }),
}
