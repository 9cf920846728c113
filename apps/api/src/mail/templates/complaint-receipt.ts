import type { ReportReason } from '@dating/domain/profile-attributes'
import type { MailTemplate } from './template.ts'

export type ComplaintReceiptMail = { complaintId: number; reason: ReportReason; contentUrl: string }

/** EU DSA Art. 16(4): the sender of a notice gets a confirmation of receipt without delay. */
export const complaintReceiptMail: MailTemplate<ComplaintReceiptMail> = {
  category: 'transactional',
  render: ({ complaintId, reason, contentUrl }, { t, brand }) => ({
    subject: t('mail.complaintReceipt.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.complaintReceipt.intro', { id: complaintId }) },
      {
        type: 'paragraph',
        text: t('mail.complaintReceipt.summary', {
          reason: t(`safety.reason.${reason}`),
          url: contentUrl,
        }),
      },
      { type: 'paragraph', text: t('mail.complaintReceipt.next') },
    ],
  }),
}
