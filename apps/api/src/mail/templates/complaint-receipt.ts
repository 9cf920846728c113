import type { ReportReason } from '@dating/domain/profile-attributes'
import type { MailTemplate } from './template.ts'

/**
 * Nothing the sender wrote (their name, the address, the explanation): the form would otherwise
 * mail any text to any address (decision 049).
 */
export type ComplaintReceiptMail = { complaintId: number; reason: ReportReason }

/** EU DSA Art. 16(4): the sender of a notice gets a confirmation of receipt without delay. */
export const complaintReceiptMail: MailTemplate<ComplaintReceiptMail> = {
  category: 'transactional',
  render: ({ complaintId, reason }, { t, brand }) => ({
    subject: t('mail.complaintReceipt.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.complaintReceipt.intro', { id: complaintId }) },
      {
        type: 'paragraph',
        text: t('mail.complaintReceipt.summary', { reason: t(`safety.reason.${reason}`) }),
      },
      { type: 'paragraph', text: t('mail.complaintReceipt.next') },
    ],
  }),
}
