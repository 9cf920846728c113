import { signupLimits } from '@dating/domain/signup'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { TextField } from '@dating/ui/TextField'
import { Form } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/settings.css.ts'
import type { EmailChangeResult } from '~/utils/account-settings.ts'
import { fieldMessageText } from './field-message.ts'
import { SettingsSection } from './SettingsSection.tsx'
import { useResetOnSuccess } from './use-form-reset.ts'

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
  const formRef = useResetOnSuccess(result)
  const failed = result && !result.ok ? result : undefined

  return (
    <SettingsSection id="email" title={intl.formatMessage({ id: 'settings.email.title' })}>
      <p>
        {intl.formatMessage(
          { id: 'settings.email.current' },
          { email: <strong key="email">{currentEmail}</strong> },
        )}
      </p>
      {result?.ok ? (
        <Alert tone="success" announce>
          {intl.formatMessage({ id: 'settings.email.sent' }, { email: result.email })}
        </Alert>
      ) : null}
      {failed?.problem ? (
        <Alert tone="danger" announce>
          {failed.problem}
        </Alert>
      ) : null}
      <Form method="post" ref={formRef} noValidate className={styles.form}>
        <input type="hidden" name="intent" value="email" />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={signupLimits.emailMax}
          label={intl.formatMessage({ id: 'settings.email.new' })}
          defaultValue={failed?.email ?? ''}
          error={fieldMessageText(intl, failed?.errors.email)}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={signupLimits.passwordMax}
          label={intl.formatMessage({ id: 'settings.email.password' })}
          error={fieldMessageText(intl, failed?.errors.password)}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {intl.formatMessage({ id: 'settings.email.submit' })}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  )
}
