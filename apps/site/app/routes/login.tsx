import { loginSchema } from '@dating/domain/credentials'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { TextField } from '@dating/ui/TextField'
import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useNavigation,
  useSearchParams,
} from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'login.title') }]

type LoginProblem =
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  /** The api's own message, already in the visitor's language. */
  | { kind: 'api'; message: string }

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const email = String(form.get('email') ?? '').slice(0, 254)
  const redirectTo = safeRedirectTarget(form.get('redirectTo'), '/members')
  const credentials = v.safeParse(loginSchema, { email, password: form.get('password') })
  if (!credentials.success) {
    return json({ email, problem: { kind: 'invalid' } as LoginProblem }, { status: 400 })
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.login(credentials.output)
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      const problem: LoginProblem = { kind: 'api', message: error.message }
      return json({ email, problem }, { status: error.status, headers: responseHeaders })
    }
    console.error('[site] login failed:', error)
    return json({ email, problem: { kind: 'unavailable' } as LoginProblem }, { status: 503 })
  }
  return redirect(redirectTo, { headers: responseHeaders })
}

export default function Login() {
  const intl = useIntl()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const submitting = navigation.state !== 'idle' && navigation.formAction === '/login'
  const problem = result?.problem
  const problemText = !problem
    ? null
    : problem.kind === 'api'
      ? problem.message
      : intl.formatMessage({
          id: problem.kind === 'invalid' ? 'login.invalid' : 'error.tryAgainLater',
        })

  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{intl.formatMessage({ id: 'login.title' })}</h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'login.intro' })}</p>
        <Form method="post" action="/login" className={page.stack}>
          {problemText ? (
            <Alert tone="danger" announce>
              {problemText}
            </Alert>
          ) : null}
          <input
            type="hidden"
            name="redirectTo"
            value={searchParams.get('redirectTo') ?? '/members'}
          />
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            label={intl.formatMessage({ id: 'login.email' })}
            defaultValue={result?.email ?? ''}
          />
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            label={intl.formatMessage({ id: 'login.password' })}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage({ id: 'login.submit' })}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
