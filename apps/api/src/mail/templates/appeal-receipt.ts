import type { Restriction } from '@dating/domain/moderation'
import type { MailTemplate } from './template.ts'

export type AppealReceiptMail = {
  appealId: number
  /** The restriction appealed; null for a notice sender's appeal against a dismissal. */
  restriction: Restriction | null
  /** ISO timestamp of the decision appealed. */
  decidedAt: string
  explanation: string
}

/** Confirms an appeal against a moderation decision (EU DSA Art. 20). */
export const appealReceiptMail: MailTemplate<AppealReceiptMail> = {
  category: 'transactional',
  render: ({ appealId, restriction, decidedAt, explanation }, { t, brand }) => ({
    subject: t('mail.appealReceipt.subject', { brand }),
    blocks: [
      {
        type: 'paragraph',
        text:
          restriction === null
            ? t('mail.appealReceipt.introNotice', { id: appealId, decidedAt: new Date(decidedAt) })
            : t('mail.appealReceipt.intro', {
                id: appealId,
                restriction: t(`moderation.restriction.${restriction}`),
                decidedAt: new Date(decidedAt),
              }),
      },
      { type: 'paragraph', text: t('mail.appealReceipt.explanation', { explanation }) },
      { type: 'paragraph', text: t('mail.appealReceipt.next') },
    ],
  }),
}
