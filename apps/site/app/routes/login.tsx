import { loginSchema } from '@dating/domain/credentials'
import { signupLimits } from '@dating/domain/signup-limits'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Link } from '@dating/ui/Link'
import { EmailField } from '@dating/ui/EmailField'
import { PasswordField } from '@dating/ui/PasswordField'
import { Stack } from '@dating/ui/Stack'
import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useNavigation,
  useSearchParams,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'login.title') }]

type LoginProblem =
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  /** The api's own message, already in the visitor's language (e.g. the lockout minutes). */
  | { kind: 'api'; message: string }
  /** The account waits for deletion; the password is asked again to reactivate it. */
  | { kind: 'pendingDeletion'; message: string }

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const email = String(form.get('email') ?? '').slice(0, signupLimits.emailMax)
  const redirectTo = safeRedirectTarget(form.get('redirectTo'), '/members')
  const reactivate = form.get('intent') === 'reactivate'
  const credentials = v.safeParse(loginSchema, { email, password: form.get('password') })
  if (!credentials.success) {
    return data({ email, problem: { kind: 'invalid' } as LoginProblem }, { status: 400 })
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.login({ ...credentials.output, reactivate })
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      const problem: LoginProblem =
        error.code === 'account_pending_deletion'
          ? { kind: 'pendingDeletion', message: error.message }
          : { kind: 'api', message: error.message }
      return data({ email, problem }, { status: error.status, headers: responseHeaders })
    }
    console.error('[site] login failed:', error)
    return data({ email, problem: { kind: 'unavailable' } as LoginProblem }, { status: 503 })
  }
  if (reactivate) appendFlash(responseHeaders, request, { id: 'login.reactivated', values: {} })
  return redirect(redirectTo, { headers: responseHeaders })
}

export default function Login() {
  const intl = useIntl()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const submitting = navigation.state !== 'idle' && navigation.formAction === '/login'
  const redirectTo = searchParams.get('redirectTo') ?? '/members'
  const problem = result?.problem

  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{intl.formatMessage({ id: 'login.title' })}</h1>
        {problem?.kind === 'pendingDeletion' ? (
          <ReactivateForm
            email={result?.email ?? ''}
            message={problem.message}
            redirectTo={redirectTo}
            submitting={submitting}
          />
        ) : (
          <LoginForm
            email={result?.email ?? ''}
            problem={problem ?? null}
            redirectTo={redirectTo}
            submitting={submitting}
          />
        )}
      </Card>
    </div>
  )
}

function LoginForm({
  email,
  problem,
  redirectTo,
  submitting,
}: {
  email: string
  problem: Exclude<LoginProblem, { kind: 'pendingDeletion' }> | null
  redirectTo: string
  submitting: boolean
}) {
  const intl = useIntl()
  const problemText = !problem
    ? null
    : problem.kind === 'api'
      ? problem.message
      : intl.formatMessage({
          id: problem.kind === 'invalid' ? 'login.invalid' : 'error.tryAgainLater',
        })
  const signupLink = (chunks: ReactNode[]) => <Link href="/signup">{chunks}</Link>
  return (
    <>
      <p className={page.lead}>{intl.formatMessage({ id: 'login.intro' })}</p>
      <Form method="post" action="/login" className={page.stack}>
        {problemText ? (
          <Alert tone="danger" announce>
            {problemText}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField
          name="email"
          required
          maxLength={signupLimits.emailMax}
          label={intl.formatMessage({ id: 'login.email' })}
          defaultValue={email}
        />
        <PasswordAndSubmit submitId="login.submit" submitting={submitting} />
      </Form>
      <Stack space="sm" align="center" marginTop="lg" fontSize="sm" textAlign="center">
        <Link href="/reset-password">{intl.formatMessage({ id: 'login.forgotPassword' })}</Link>
        <p>{intl.formatMessage({ id: 'login.noAccount' }, { link: signupLink })}</p>
      </Stack>
    </>
  )
}

/**
 * The right password opened an account pending deletion. The password is typed again rather
 * than carried in the page, so it never sits in the HTML or the history.
 */
function ReactivateForm({
  email,
  message,
  redirectTo,
  submitting,
}: {
  email: string
  message: string
  redirectTo: string
  submitting: boolean
}) {
  const intl = useIntl()
  return (
    <Form method="post" action="/login" className={page.stack}>
      <Alert tone="warning" announce>
        {message}
      </Alert>
      <p>{intl.formatMessage({ id: 'login.reactivate.intro' })}</p>
      <input type="hidden" name="intent" value="reactivate" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField
        name="email"
        autoComplete="username"
        readOnly
        label={intl.formatMessage({ id: 'login.email' })}
        value={email}
      />
      <PasswordAndSubmit submitId="login.reactivate.submit" submitting={submitting} />
      <Stack space="sm" align="center" marginTop="lg" fontSize="sm" textAlign="center">
        <Link href="/login">{intl.formatMessage({ id: 'login.reactivate.otherAccount' })}</Link>
      </Stack>
    </Form>
  )
}

/** The password and the button, alike in the login and the reactivation form. */
function PasswordAndSubmit({
  submitId,
  submitting,
}: {
  submitId: 'login.submit' | 'login.reactivate.submit'
  submitting: boolean
}) {
  const intl = useIntl()
  return (
    <>
      <PasswordField
        purpose="current"
        name="password"
        required
        maxLength={signupLimits.passwordMax}
        label={intl.formatMessage({ id: 'login.password' })}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {intl.formatMessage({ id: submitId })}
      </Button>
    </>
  )
}
