import { type DeletionReason, deletionNoteMax, deletionReasons } from '@dating/domain/account'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Form } from '@remix-run/react'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './account-deletion.css.ts'
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
    <Stack as={Form} space="lg" method="post" noValidate>
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
      <Stack as="fieldset" space="xs">
        <Box as="legend" fontWeight="bold" marginBottom="sm" padding="none">
          {intl.formatMessage({ id: 'accountDeletion.reason.legend' })}
        </Box>
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
      </Stack>
      <Stack space="xs">
        <Box as="label" fontWeight="bold" fontSize="sm" htmlFor={noteId}>
          {intl.formatMessage({ id: 'accountDeletion.note.label' })}
        </Box>
        <textarea
          id={noteId}
          name="note"
          defaultValue={note}
          maxLength={deletionNoteMax}
          className={styles.textarea}
          aria-invalid={error === 'noteLength' ? true : undefined}
          aria-describedby={`${noteId}-hint${error === 'noteLength' ? ` ${errorId}` : ''}`}
        />
        <Box as="span" color="muted" fontSize="sm" id={`${noteId}-hint`}>
          {intl.formatMessage({ id: 'accountDeletion.note.hint' }, { max: deletionNoteMax })}
        </Box>
      </Stack>
      <Inline space="sm" align="center">
        <Button type="submit" name="intent" value="choose-reason" loading={submitting}>
          {intl.formatMessage({ id: 'accountDeletion.next' })}
        </Button>
        <KeepAccountLink />
      </Inline>
    </Stack>
  )
}
