import type { MessageId } from '@dating/i18n/message-ids'
import { limits } from '@dating/domain/constants'
import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { PasswordField } from '@dating/ui/PasswordField'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Form } from '@remix-run/react'
import { useIntl } from 'react-intl'
import type { DeletionChoice } from '~/utils/account-deletion.ts'
import { ChoiceFields, KeepAccountLink, StepHeading } from './StepFrame.tsx'

/** Last step: what happens, and the password that confirms it. */
export function ConfirmStep({
  choice,
  step,
  total,
  passwordError,
  problem,
  focusOnMount,
  submitting,
}: {
  choice: DeletionChoice
  step: number
  total: number
  /** Catalogue id of the password field's error. */
  passwordError?: MessageId
  /** The api's own message for another refusal. */
  problem?: string
  focusOnMount: boolean
  submitting: boolean
}) {
  const intl = useIntl()
  return (
    <Stack as={Form} space="lg" method="post" noValidate>
      <StepHeading step={step} total={total} focusOnMount={focusOnMount}>
        {intl.formatMessage({ id: 'accountDeletion.confirm.title' })}
      </StepHeading>
      <ChoiceFields choice={choice} />
      <p>
        {intl.formatMessage(
          { id: 'accountDeletion.confirm.text' },
          { days: limits.reactivationDays },
        )}
      </p>
      {problem ? (
        <Alert tone="danger" announce>
          {problem}
        </Alert>
      ) : null}
      <PasswordField
        purpose="current"
        name="password"
        required
        maxLength={signupLimits.passwordMax}
        label={intl.formatMessage({ id: 'accountDeletion.confirm.password' })}
        error={passwordError ? intl.formatMessage({ id: passwordError }) : undefined}
      />
      <Inline space="sm" align="center">
        {/* First, so Enter in the password field confirms rather than goes elsewhere. */}
        <Button type="submit" name="intent" value="delete" variant="danger" loading={submitting}>
          {intl.formatMessage({ id: 'accountDeletion.confirm.submit' })}
        </Button>
        <KeepAccountLink />
      </Inline>
    </Stack>
  )
}
