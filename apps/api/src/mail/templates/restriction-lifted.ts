import type { Restriction } from '@dating/domain/moderation'
import type { MailTemplate } from './template.ts'

export type RestrictionLiftedMail = { decisionId: number; restriction: Restriction }

/** A suspension pending review ends because the review found no reason to keep it. */
export const restrictionLiftedMail: MailTemplate<RestrictionLiftedMail> = {
  category: 'transactional',
  render: ({ decisionId, restriction }, { t, brand }) => ({
    subject: t('mail.restrictionLifted.subject', { brand }),
    blocks: [
      {
        type: 'paragraph',
        text: t('mail.restrictionLifted.intro', {
          id: decisionId,
          restriction: t(`moderation.restriction.${restriction}`),
        }),
      },
      { type: 'paragraph', text: t('mail.restrictionLifted.next', { brand }) },
    ],
  }),
}
