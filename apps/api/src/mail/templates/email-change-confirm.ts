import type { MailTemplate } from './template.ts'

export type EmailChangeConfirmMail = { newEmail: string; confirmUrl: string }

export const emailChangeConfirmMail: MailTemplate<EmailChangeConfirmMail> = {
  category: 'transactional',
  render: ({ newEmail, confirmUrl }, { t, brand }) => ({
    subject: t('mail.emailChange.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.emailChange.intro', { brand, email: newEmail }) },
      { type: 'action', label: t('mail.emailChange.action'), url: confirmUrl },
      { type: 'paragraph', text: t('mail.emailChange.ignore') },
    ],
  }),
}
