import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { PasswordField } from '@dating/ui/PasswordField'
import { Form, useNavigation } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { useIntl } from 'react-intl'
import type { NewPasswordResult } from '~/routes/reset-password.do.tsx'
import * as page from '~/styles/page.css.ts'
import { fieldMessageText } from '~/utils/field-message.ts'
import { type NewPasswordErrors, newPasswordErrors } from '~/utils/password-reset.ts'

/** The new password form of a password reset link (SPEC §2), checked in the browser first. */
export function NewPasswordForm({
  token,
  result,
}: {
  token: string
  result: Extract<NewPasswordResult, { state: 'refused' }> | null
}) {
  const intl = useIntl()
  const navigation = useNavigation()
  // The browser's own check, so a typo in the repeat needs no round trip; the server checks again.
  const [browserErrors, setBrowserErrors] = useState<NewPasswordErrors | null>(null)
  const errors = browserErrors ?? result?.errors ?? {}

  const checkBeforeSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    const found = newPasswordErrors(
      String(data.get('password') ?? ''),
      String(data.get('password_repeat') ?? ''),
    )
    setBrowserErrors(found)
    if (found) event.preventDefault()
  }

  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{intl.formatMessage({ id: 'resetPassword.do.title' })}</h1>
        <Form method="post" className={page.stack} noValidate onSubmit={checkBeforeSubmit}>
          {result?.problem ? (
            <Alert tone="danger" announce>
              {result.problem}
            </Alert>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <PasswordField
            purpose="new"
            name="password"
            required
            minLength={signupLimits.passwordMin}
            maxLength={signupLimits.passwordMax}
            label={intl.formatMessage({ id: 'resetPassword.do.password' })}
            hint={intl.formatMessage(
              { id: 'resetPassword.do.passwordHint' },
              { min: signupLimits.passwordMin, max: signupLimits.passwordMax },
            )}
            error={fieldMessageText(intl, errors.password)}
          />
          <PasswordField
            purpose="new"
            name="password_repeat"
            required
            maxLength={signupLimits.passwordMax}
            label={intl.formatMessage({ id: 'resetPassword.do.repeat' })}
            error={fieldMessageText(intl, errors.password_repeat)}
          />
          <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
            {intl.formatMessage({ id: 'resetPassword.do.submit' })}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
