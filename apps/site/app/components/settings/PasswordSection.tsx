import { signupLimits } from '@dating/domain/signup'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { TextField } from '@dating/ui/TextField'
import { Form } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/settings.css.ts'
import type { PasswordChangeResult } from '~/utils/account-settings.ts'
import { fieldMessageText } from './field-message.ts'
import { SettingsSection } from './SettingsSection.tsx'
import { useResetOnSuccess } from './use-form-reset.ts'

/** Old password, new one twice; a change logs the member out everywhere else. */
export function PasswordSection({
  result,
  submitting,
}: {
  result: PasswordChangeResult | undefined
  submitting: boolean
}) {
  const intl = useIntl()
  const formRef = useResetOnSuccess(result)
  const failed = result && !result.ok ? result : undefined
  const passwordField = {
    type: 'password',
    required: true,
    maxLength: signupLimits.passwordMax,
  } as const

  return (
    <SettingsSection
      id="password"
      title={intl.formatMessage({ id: 'settings.password.title' })}
      intro={intl.formatMessage({ id: 'settings.password.intro' })}
    >
      {result?.ok ? (
        <Alert tone="success" announce>
          {intl.formatMessage({ id: 'settings.password.changed' })}
        </Alert>
      ) : null}
      {failed?.problem ? (
        <Alert tone="danger" announce>
          {failed.problem}
        </Alert>
      ) : null}
      <Form method="post" ref={formRef} noValidate className={styles.form}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          {...passwordField}
          name="old_password"
          autoComplete="current-password"
          label={intl.formatMessage({ id: 'settings.password.old' })}
          error={fieldMessageText(intl, failed?.errors.old_password)}
        />
        <TextField
          {...passwordField}
          name="password"
          autoComplete="new-password"
          label={intl.formatMessage({ id: 'settings.password.new' })}
          hint={intl.formatMessage(
            { id: 'settings.password.hint' },
            { min: signupLimits.passwordMin },
          )}
          error={fieldMessageText(intl, failed?.errors.password)}
        />
        <TextField
          {...passwordField}
          name="password_repeat"
          autoComplete="new-password"
          label={intl.formatMessage({ id: 'settings.password.repeat' })}
          error={fieldMessageText(intl, failed?.errors.password_repeat)}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {intl.formatMessage({ id: 'settings.password.submit' })}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  )
}
