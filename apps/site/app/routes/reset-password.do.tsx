import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { pageTitle } from '~/utils/meta.ts'
import {
  type NewPasswordErrors,
  newPasswordRefusal,
  parseNewPassword,
} from '~/utils/password-reset.ts'

// The form is rendered on the server; its code (the fields, the browser's own check with the
// password rules) loads after hydration, outside the first load (decision 036h). It is a plain POST
// form, so it sends natively before then; typed passwords are carried into the loaded form.
const NewPasswordForm = markupUntilLoaded(() =>
  import('~/components/NewPasswordForm.tsx').then((module) => module.NewPasswordForm),
)

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

export type NewPasswordResult =
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
