import { type AppealStatus, moderationLimits } from '@dating/domain/moderation'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { TextArea } from '@dating/ui/TextArea'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { useMessage } from '~/utils/use-message.ts'

/** What an appeal page's action answers (app/utils/appeal.server.ts). */
export type AppealActionData<Sent> =
  | { sent: Sent }
  | { explanationError: true; refusal: null }
  | { explanationError: false; refusal: string }

type FiledAppeal = { id: number; status: AppealStatus; created_at: string }

/**
 * Under what was decided: the appeal just sent, the one filed before, a closed window, or the
 * form. Only the form's POST files an appeal (decision 014); it works before the code arrives.
 */
export function AppealForm({
  appeal,
  open,
  intro,
  question,
  hiddenFields,
  result,
}: {
  /** The appeal already filed against the decision, if any. */
  appeal: FiledAppeal | null
  /** Whether the appeal window is still open. */
  open: boolean
  intro: string
  /** The explanation field's label. */
  question: string
  /** What names the decision to the action (its link's token or its id). */
  hiddenFields: ReactNode
  result: { explanationError: boolean; refusal: string | null } | { sent: unknown } | undefined
}) {
  const intl = useIntl()
  const text = useMessage()
  const navigation = useNavigation()
  const limits = { min: moderationLimits.appealMin, max: moderationLimits.appealMax }
  if (result && 'sent' in result && appeal) {
    return (
      <Alert tone="success" announce>
        {text('appeal.sent', { id: appeal.id })}
      </Alert>
    )
  }
  if (appeal) {
    return (
      <Alert tone="info">
        {text('appeal.appealed', {
          id: appeal.id,
          date: intl.formatDate(appeal.created_at, { dateStyle: 'long' }),
          status: text(`appeal.status.${appeal.status}`),
        })}
      </Alert>
    )
  }
  if (!open) return <Alert tone="info">{text('appeal.closed')}</Alert>
  const failed = result && 'refusal' in result ? result : null
  return (
    <Form method="post" className={page.stack} noValidate>
      <p>{intro}</p>
      {failed?.refusal ? (
        <Alert tone="danger" announce>
          {failed.refusal}
        </Alert>
      ) : null}
      {hiddenFields}
      <TextArea
        name="explanation"
        label={question}
        hint={text('appeal.explanationHint', limits)}
        rows={6}
        minLength={limits.min}
        maxLength={limits.max}
        required
        error={failed?.explanationError ? text('appeal.error.explanation', limits) : undefined}
      />
      <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
        {text('appeal.submit')}
      </Button>
    </Form>
  )
}
