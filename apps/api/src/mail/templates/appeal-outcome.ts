import type { Restriction } from '@dating/domain/moderation'
import type { AppealKind, AppealOutcome } from '@dating/domain/moderation-queue'
import type { MailTemplate } from './template.ts'

export type AppealOutcomeMail = {
  appealId: number
  kind: AppealKind
  outcome: AppealOutcome
  /** The restriction appealed (a member's appeal). */
  restriction: Restriction | null
  note: string
}

/**
 * The outcome of an appeal (DSA Art. 20(4)), decided by someone other than the first
 * moderator: to the restricted member, or to the notice's sender whose notice was dismissed.
 */
export const appealOutcomeMail: MailTemplate<AppealOutcomeMail> = {
  category: 'transactional',
  render: ({ appealId, kind, outcome, restriction, note }, { t, brand }) => {
    const what =
      kind === 'decision'
        ? t(`mail.appealOutcome.decision.${outcome}`, {
            brand,
            restriction: t(`moderation.restriction.${restriction ?? 'profile_hidden'}`),
          })
        : t(`mail.appealOutcome.dismissal.${outcome}`, { brand })
    return {
      subject: t(`mail.appealOutcome.subject.${outcome}`, { brand, id: appealId }),
      blocks: [
        { type: 'paragraph', text: t('mail.appealOutcome.intro', { id: appealId }) },
        { type: 'paragraph', text: what },
        { type: 'paragraph', text: t('mail.appealOutcome.note', { note }) },
        { type: 'paragraph', text: t('mail.appealOutcome.impartial') },
        ...(outcome === 'upheld'
          ? [{ type: 'paragraph' as const, text: t('mail.appealOutcome.redress') }]
          : []),
      ],
    }
  },
}
