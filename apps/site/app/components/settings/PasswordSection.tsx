import { signupLimits } from '@dating/domain/signup-limits'
import { PasswordField } from '@dating/ui/PasswordField'
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
        <PasswordField
          {...passwordField}
          purpose="current"
          name="old_password"
          label={intl.formatMessage({ id: 'settings.password.old' })}
          error={fieldMessageText(intl, failed?.errors.old_password)}
        />
        <PasswordField
          {...passwordField}
          purpose="new"
          name="password"
          label={intl.formatMessage({ id: 'settings.password.new' })}
          hint={intl.formatMessage(
            { id: 'settings.password.hint' },
            { min: signupLimits.passwordMin },
          )}
          error={fieldMessageText(intl, failed?.errors.password)}
        />
        <PasswordField
          {...passwordField}
          purpose="new"
          name="password_repeat"
          label={intl.formatMessage({ id: 'settings.password.repeat' })}
          error={fieldMessageText(intl, failed?.errors.password_repeat)}
        />
      </SettingsForm>
    </SettingsSection>
  )
}
