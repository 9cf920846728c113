import type { ModerationDecision } from '@dating/domain/moderation'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/appeal.css.ts'
import { useMessage } from '~/utils/use-message.ts'

/** What a moderation decision restricted and why (its statement of reasons, DSA Art. 17). */
export function DecisionSummary({ decision }: { decision: ModerationDecision }) {
  const intl = useIntl()
  const text = useMessage()
  const rule = text(`safety.reason.${decision.reason}`)
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' })
  const rows = [
    ['appeal.decision.what', text(`moderation.restriction.${decision.restriction}`)],
    ['appeal.decision.when', date(decision.decided_at)],
    [
      'appeal.decision.ground',
      decision.ground === 'illegal'
        ? text('appeal.decision.groundIllegal', { law: decision.legal_reference ?? '', rule })
        : text('appeal.decision.groundTerms', { rule }),
    ],
    ['appeal.decision.facts', decision.facts],
    [
      'appeal.decision.how',
      `${text(`moderation.source.${decision.source}`)} ${text(
        decision.automated ? 'moderation.automated' : 'moderation.byPerson',
      )}`,
    ],
    [
      'appeal.decision.duration',
      decision.lifted_at
        ? text('appeal.decision.lifted', { date: date(decision.lifted_at) })
        : decision.ends_at
          ? text('appeal.decision.endsOn', { date: date(decision.ends_at) })
          : decision.interim
            ? text('appeal.decision.pendingReview')
            : text('appeal.decision.untilReversed'),
    ],
    ['appeal.decision.until', date(decision.appeal_until)],
  ] as const
  return (
    <section className={styles.decision} aria-labelledby="decision-heading">
      <h2 id="decision-heading" className={styles.subheading}>
        {text('appeal.decision.heading', { id: decision.id })}
      </h2>
      <dl className={styles.decision}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{text(term)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
