import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { TextField } from '@dating/ui/TextField'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { fieldMessageText } from '~/utils/field-message.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import {
  type NewPasswordErrors,
  newPasswordErrors,
  newPasswordRefusal,
  parseNewPassword,
} from '~/utils/password-reset.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'resetPassword.do.title') },
]

type LinkState = { state: 'ready'; token: string } | { state: 'invalid' }

/** The link of the reset mail: a dead link (expired, used, malformed) says so straight away. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = apiFor(request)
  const link = await spendLinkToken(
    new URL(request.url).searchParams.get('token'),
    (valid) => api.checkPasswordResetToken(valid),
    (error) => error.code === 'link_invalid',
  )
  if (!link.ok) return data<LinkState>({ state: 'invalid' }, { status: 400 })
  return data<LinkState>({ state: 'ready', token: link.token })
}

type NewPasswordResult =
  | { state: 'invalid' }
  | { state: 'refused'; errors: NewPasswordErrors; problem?: string }

/** Sets the new password; the api logs the member in, and the members page says it worked. */
export async function action({ request }: ActionFunctionArgs) {
  const form = parseNewPassword(await request.formData())
  if (!form.success) {
    return form.tokenInvalid
      ? data<NewPasswordResult>({ state: 'invalid' }, { status: 400 })
      : data<NewPasswordResult>({ state: 'refused', errors: form.errors }, { status: 400 })
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.resetPassword(form.output)
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error
    if (error.code === 'link_invalid') {
      return data<NewPasswordResult>(
        { state: 'invalid' },
        { status: 400, headers: responseHeaders },
      )
    }
    const errors = newPasswordRefusal(error.code)
    return data<NewPasswordResult>(
      errors
        ? { state: 'refused', errors }
        : { state: 'refused', errors: {}, problem: error.message },
      { status: error.status, headers: responseHeaders },
    )
  }
  appendFlash(responseHeaders, request, { id: 'resetPassword.changed', values: {} })
  return redirect('/members', { headers: responseHeaders })
}

export default function ResetPasswordDo() {
  const link = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  if (link.state === 'invalid' || result?.state === 'invalid') return <LinkInvalid />
  return <NewPasswordForm token={link.token} result={result ?? null} />
}

function LinkInvalid() {
  const intl = useIntl()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <div className={page.stack}>
          <h1 className={page.heading}>{intl.formatMessage({ id: 'resetPassword.title' })}</h1>
          <Alert tone="danger">{intl.formatMessage({ id: 'account.error.linkInvalid' })}</Alert>
          <div>
            <LinkButton href="/reset-password">
              {intl.formatMessage({ id: 'resetPassword.do.requestNew' })}
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  )
}

function NewPasswordForm({
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
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
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
          <TextField
            name="password_repeat"
            type="password"
            autoComplete="new-password"
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
