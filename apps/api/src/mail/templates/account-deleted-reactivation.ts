import type { MailTemplate } from './template.ts'

export type AccountDeletedReactivationMail = { reactivateUrl: string; days: number }

export const accountDeletedReactivationMail: MailTemplate<AccountDeletedReactivationMail> = {
  category: 'transactional',
  render: ({ reactivateUrl, days }, { t, brand }) => ({
    subject: t('mail.accountDeleted.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.accountDeleted.intro', { brand, days }) },
      { type: 'action', label: t('mail.accountDeleted.action'), url: reactivateUrl },
      { type: 'paragraph', text: t('mail.accountDeleted.after') },
    ],
  }),
}
