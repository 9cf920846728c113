import type { ModerationDecision } from '@dating/domain/moderation'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
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
    <Stack as="section" space="sm" marginBottom="lg" aria-labelledby="decision-heading">
      <Box as="h2" fontSize="lg" fontWeight="bold" id="decision-heading">
        {text('appeal.decision.heading', { id: decision.id })}
      </Box>
      <Stack as="dl" space="sm" marginBottom="lg">
        {rows.map(([term, value]) => (
          <div key={term}>
            <Box as="dt" fontWeight="bold" fontSize="sm">
              {text(term)}
            </Box>
            <Box as="dd" overflowWrap="anywhere" className={styles.value}>
              {value}
            </Box>
          </div>
        ))}
      </Stack>
    </Stack>
  )
}
