import type { StaffRole } from '@dating/domain/staff'
import type { MailTemplate } from './template.ts'

export type StaffInvitationMail = { inviteUrl: string; role: StaffRole; validDays: number }

/** A new staff member chooses a password for the back office (decision 055). */
export const staffInvitationMail: MailTemplate<StaffInvitationMail> = {
  category: 'transactional',
  render: ({ inviteUrl, role, validDays }, { t, brand }) => ({
    subject: t('mail.staffInvitation.subject', { brand }),
    blocks: [
      {
        type: 'paragraph',
        text: t('mail.staffInvitation.intro', { brand, role: t(`backoffice.role.${role}`) }),
      },
      { type: 'action', label: t('mail.staffInvitation.action'), url: inviteUrl },
      { type: 'paragraph', text: t('mail.staffInvitation.expiry', { days: validDays }) },
      { type: 'paragraph', text: t('mail.staffInvitation.ignore') },
    ],
  }),
}
