import { signupLimits } from '@dating/domain/signup-limits'
import { TextField } from '@dating/ui/TextField'
import { useIntl } from 'react-intl'
import { fieldMessageText } from '~/utils/field-message.ts'
import type { PasswordChangeResult } from '~/utils/account-settings.ts'
import { SettingsForm } from './SettingsForm.tsx'
import { SettingsSection } from './SettingsSection.tsx'

/** Old password, new one twice; a change logs the member out everywhere else. */
export function PasswordSection({
  result,
  submitting,
}: {
  result: PasswordChangeResult | undefined
  submitting: boolean
}) {
  const intl = useIntl()
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
      <SettingsForm
        intent="password"
        result={result}
        success={intl.formatMessage({ id: 'settings.password.changed' })}
        submitLabel={intl.formatMessage({ id: 'settings.password.submit' })}
        submitting={submitting}
      >
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
      </SettingsForm>
    </SettingsSection>
  )
}
