import { signupLimits } from '@dating/domain/signup-limits'
import { EmailField } from '@dating/ui/EmailField'
import { PasswordField } from '@dating/ui/PasswordField'
import { useIntl } from 'react-intl'
import { fieldMessageText } from '~/utils/field-message.ts'
import type { EmailChangeResult } from '~/utils/account-settings.ts'
import { SettingsForm } from './SettingsForm.tsx'
import { SettingsSection } from './SettingsSection.tsx'

/** The member's address and the form that mails a confirmation link to a new one. */
export function EmailSection({
  currentEmail,
  result,
  submitting,
}: {
  currentEmail: string
  result: EmailChangeResult | undefined
  submitting: boolean
}) {
  const intl = useIntl()
  const failed = result && !result.ok ? result : undefined

  return (
    <SettingsSection id="email" title={intl.formatMessage({ id: 'settings.email.title' })}>
      <p>
        {intl.formatMessage(
          { id: 'settings.email.current' },
          { email: <strong key="email">{currentEmail}</strong> },
        )}
      </p>
      <SettingsForm
        intent="email"
        result={result}
        success={
          result?.ok && intl.formatMessage({ id: 'settings.email.sent' }, { email: result.email })
        }
        submitLabel={intl.formatMessage({ id: 'settings.email.submit' })}
        submitting={submitting}
      >
        <EmailField
          name="email"
          required
          maxLength={signupLimits.emailMax}
          label={intl.formatMessage({ id: 'settings.email.new' })}
          defaultValue={failed?.email ?? ''}
          error={fieldMessageText(intl, failed?.errors.email)}
        />
        <PasswordField
          purpose="current"
          name="password"
          required
          maxLength={signupLimits.passwordMax}
          label={intl.formatMessage({ id: 'settings.email.password' })}
          error={fieldMessageText(intl, failed?.errors.password)}
        />
      </SettingsForm>
    </SettingsSection>
  )
}
