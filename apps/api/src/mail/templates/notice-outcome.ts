import type { DismissalReason, Restriction } from '@dating/domain/moderation'
import type { MailTemplate } from './template.ts'

export type NoticeOutcomeMail = {
  noticeId: number
  contentUrl: string
  /** ISO timestamp of the decision. */
  decidedAt: string
} & (
  | { outcome: 'restricted'; restriction: Restriction }
  | {
      outcome: 'dismissed'
      reason: DismissalReason
      note: string
      appealUrl: string
      /** ISO timestamp: the last moment the sender may appeal. */
      appealUntil: string
    }
)

/**
 * DSA Art. 16(5): the sender of a notice learns what was decided, and (Art. 20(1)) may appeal
 * when nothing was restricted. Never names the member or the moderator.
 */
export const noticeOutcomeMail: MailTemplate<NoticeOutcomeMail> = {
  category: 'transactional',
  render: (data, { t, brand }) => {
    const intro = {
      type: 'paragraph' as const,
      text: t('mail.noticeOutcome.intro', {
        id: data.noticeId,
        url: data.contentUrl,
        decidedAt: new Date(data.decidedAt),
      }),
    }
    if (data.outcome === 'restricted') {
      return {
        subject: t('mail.noticeOutcome.subject.restricted', { brand, id: data.noticeId }),
        blocks: [
          intro,
          {
            type: 'paragraph',
            text: t('mail.noticeOutcome.restricted', {
              restriction: t(`moderation.restriction.${data.restriction}`),
            }),
          },
          { type: 'paragraph', text: t('mail.noticeOutcome.byPerson') },
        ],
      }
    }
    return {
      subject: t('mail.noticeOutcome.subject.dismissed', { brand, id: data.noticeId }),
      blocks: [
        intro,
        {
          type: 'paragraph',
          text: t('mail.noticeOutcome.dismissed', {
            reason: t(`moderation.dismissal.${data.reason}`),
          }),
        },
        { type: 'paragraph', text: t('mail.noticeOutcome.note', { note: data.note }) },
        { type: 'paragraph', text: t('mail.noticeOutcome.byPerson') },
        {
          type: 'paragraph',
          text: t('mail.noticeOutcome.redress', { until: new Date(data.appealUntil) }),
        },
        { type: 'action', label: t('mail.noticeOutcome.action'), url: data.appealUrl },
      ],
    }
  },
}
