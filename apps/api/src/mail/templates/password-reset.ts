import type { MailTemplate } from './template.ts'

export type PasswordResetMail = { resetUrl: string; validHours: number }

export const passwordResetMail: MailTemplate<PasswordResetMail> = {
  category: 'transactional',
  render: ({ resetUrl, validHours }, { t, brand }) => ({
    subject: t('mail.passwordReset.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.passwordReset.intro', { brand }) },
      { type: 'action', label: t('mail.passwordReset.action'), url: resetUrl },
      { type: 'paragraph', text: t('mail.passwordReset.expiry', { hours: validHours }) },
      { type: 'paragraph', text: t('mail.passwordReset.ignore') },
    ],
  }),
}
