import type { DecisionGround, DecisionSource, Restriction } from '@dating/domain/moderation'
import type { ReportReason } from '@dating/domain/profile-attributes'
import type { MailTemplate } from './template.ts'

export type StatementOfReasonsMail = {
  decisionId: number
  restriction: Restriction
  ground: DecisionGround
  reason: ReportReason
  legalReference: string | null
  facts: string
  automated: boolean
  source: DecisionSource
  /** ISO timestamps. */
  decidedAt: string
  /** ISO timestamp the restriction ends; null: until reversed on appeal. */
  endsAt: string | null
  /** A suspension pending the review of a notice. */
  interim: boolean
  appealUntil: string
  appealUrl: string
  termsUrl: string
}

/**
 * EU DSA Art. 17(3): what was restricted, its scope and duration, the facts, whether automated
 * means were used, the legal or contractual ground, and the ways to seek redress.
 */
export const statementOfReasonsMail: MailTemplate<StatementOfReasonsMail> = {
  category: 'transactional',
  render: (data, { t, brand }) => {
    const rule = t(`safety.reason.${data.reason}`)
    const ground =
      data.ground === 'illegal'
        ? t('mail.statement.groundIllegal', { rule, law: data.legalReference ?? '' })
        : t('mail.statement.groundTerms', { rule, url: data.termsUrl })
    return {
      subject: t(`mail.statement.subject.${data.restriction}`, { brand }),
      blocks: [
        { type: 'paragraph', text: t(`mail.statement.what.${data.restriction}`, { brand }) },
        {
          type: 'paragraph',
          text: data.endsAt
            ? t('mail.statement.scopeUntil', {
                brand,
                id: data.decisionId,
                decidedAt: new Date(data.decidedAt),
                endsAt: new Date(data.endsAt),
              })
            : t('mail.statement.scope', {
                brand,
                id: data.decisionId,
                decidedAt: new Date(data.decidedAt),
              }),
        },
        ...(data.interim
          ? [{ type: 'paragraph' as const, text: t('mail.statement.interim') }]
          : []),
        { type: 'paragraph', text: ground },
        { type: 'paragraph', text: t('mail.statement.facts', { facts: data.facts }) },
        { type: 'paragraph', text: t(`moderation.source.${data.source}`) },
        {
          type: 'paragraph',
          text: t(data.automated ? 'moderation.automated' : 'moderation.byPerson'),
        },
        {
          type: 'paragraph',
          text: t('mail.statement.redress', { until: new Date(data.appealUntil) }),
        },
        { type: 'action', label: t('mail.statement.action'), url: data.appealUrl },
      ],
    }
  },
}
