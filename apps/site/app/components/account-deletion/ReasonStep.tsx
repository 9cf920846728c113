import { type DeletionReason, deletionNoteMax, deletionReasons } from '@dating/domain/account'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/account-deletion.css.ts'
import { KeepAccountLink, StepHeading } from './StepFrame.tsx'

/** Step 1: why the member leaves, if they want to say, and an optional note. */
export function ReasonStep({
  reason,
  note,
  error,
  total,
  focusOnMount,
  submitting,
}: {
  reason: DeletionReason | null
  note: string
  error?: 'noteLength'
  total: number
  focusOnMount: boolean
  submitting: boolean
}) {
  const intl = useIntl()
  const noteId = useId()
  const errorId = useId()

  return (
    <Form method="post" noValidate className={styles.form}>
      <StepHeading step={1} total={total} focusOnMount={focusOnMount}>
        {intl.formatMessage({ id: 'accountDeletion.reason.title' })}
      </StepHeading>
      {error ? (
        <Alert tone="danger" announce>
          <span id={errorId}>
            {intl.formatMessage({ id: `accountDeletion.error.${error}` }, { max: deletionNoteMax })}
          </span>
        </Alert>
      ) : null}
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>
          {intl.formatMessage({ id: 'accountDeletion.reason.legend' })}
        </legend>
        {deletionReasons.map((choice) => (
          <label key={choice} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={choice}
              defaultChecked={choice === reason}
              className={styles.radio}
            />
            {intl.formatMessage({ id: `accountDeletion.reason.${choice}` })}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={noteId} className={styles.label}>
          {intl.formatMessage({ id: 'accountDeletion.note.label' })}
        </label>
        <textarea
          id={noteId}
          name="note"
          defaultValue={note}
          maxLength={deletionNoteMax}
          className={styles.textarea}
          aria-invalid={error === 'noteLength' ? true : undefined}
          aria-describedby={`${noteId}-hint${error === 'noteLength' ? ` ${errorId}` : ''}`}
        />
        <span id={`${noteId}-hint`} className={styles.muted}>
          {intl.formatMessage({ id: 'accountDeletion.note.hint' }, { max: deletionNoteMax })}
        </span>
      </div>
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="choose-reason" loading={submitting}>
          {intl.formatMessage({ id: 'accountDeletion.next' })}
        </Button>
        <KeepAccountLink />
      </div>
    </Form>
  )
}
