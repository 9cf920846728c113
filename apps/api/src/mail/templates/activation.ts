import type { MailTemplate } from './template.ts'

export type ActivationMail = { activationUrl: string }

export const activationMail: MailTemplate<ActivationMail> = {
  category: 'transactional',
  render: ({ activationUrl }, { t, brand }) => ({
    subject: t('mail.activation.subject', { brand }),
    blocks: [
      { type: 'paragraph', text: t('mail.activation.intro', { brand }) },
      { type: 'action', label: t('mail.activation.action'), url: activationUrl },
      { type: 'paragraph', text: t('mail.activation.ignore', { brand }) },
    ],
  }),
}
