import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Link } from '@dating/ui/Link'
import { EmailField } from '@dating/ui/EmailField'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { type ActionFunctionArgs, data } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useNavigation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { type FieldMessage, fieldMessageText } from '~/utils/field-message.ts'
import { parseResetRequest } from '~/utils/password-reset.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'resetPassword.title') },
]

type ResetRequestResult =
  | { ok: true; email: string }
  | { ok: false; email: string; fieldError: FieldMessage }
  /** The api's own message in the visitor's language, e.g. the daily cap. */
  | { ok: false; email: string; problem: string }

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account
 * (decision 011), so the page never says which addresses are members.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = parseResetRequest(await request.formData())
  if (!form.success) {
    return data<ResetRequestResult>(
      { ok: false, email: form.email, fieldError: form.error },
      { status: 400 },
    )
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.requestPasswordReset(form.email)
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error
    return data<ResetRequestResult>(
      { ok: false, email: form.email, problem: error.message },
      { status: error.status, headers: responseHeaders },
    )
  }
  return data<ResetRequestResult>({ ok: true, email: form.email }, { headers: responseHeaders })
}

export default function ResetPassword() {
  const intl = useIntl()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting'

  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{intl.formatMessage({ id: 'resetPassword.title' })}</h1>
        {result?.ok ? (
          <div className={page.stack}>
            <Alert tone="success" announce>
              {intl.formatMessage({ id: 'resetPassword.sent' }, { email: result.email })}
            </Alert>
            <Box as="p" color="muted" fontSize="sm">
              {intl.formatMessage({ id: 'resetPassword.spamHint' })}
            </Box>
          </div>
        ) : (
          <>
            <p className={page.lead}>{intl.formatMessage({ id: 'resetPassword.intro' })}</p>
            <Form method="post" className={page.stack} noValidate>
              {result && 'problem' in result ? (
                <Alert tone="danger" announce>
                  {result.problem}
                </Alert>
              ) : null}
              <EmailField
                name="email"
                required
                maxLength={signupLimits.emailMax}
                label={intl.formatMessage({ id: 'login.email' })}
                defaultValue={result?.email ?? ''}
                error={fieldMessageText(
                  intl,
                  result && 'fieldError' in result ? result.fieldError : undefined,
                )}
              />
              <Button type="submit" size="lg" fullWidth loading={submitting}>
                {intl.formatMessage({ id: 'resetPassword.submit' })}
              </Button>
            </Form>
          </>
        )}
        <Stack space="sm" align="center" marginTop="lg" fontSize="sm" textAlign="center">
          <Link href="/login">{intl.formatMessage({ id: 'resetPassword.backToLogin' })}</Link>
        </Stack>
      </Card>
    </div>
  )
}
