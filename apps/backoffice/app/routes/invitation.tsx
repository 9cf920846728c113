import { staffLimits } from '@dating/domain/staff'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { PasswordField } from '@dating/ui/PasswordField'
import { sprinkles } from '@dating/ui/sprinkles'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { formStack } from '~/components/PageHeading.tsx'
import { backofficeApi, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.invitation.title') },
]

/** The mailed link only shows whom it invites; choosing the password is the form's POST. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const api = backofficeApi(request)
  try {
    return { token, invitation: await api.calls.getInvitation(token) }
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { token, invitation: null }
    throw error
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const api = backofficeApi(request)
  try {
    await api.calls.acceptInvitation({
      token: String(form.get('token') ?? ''),
      password: String(form.get('password') ?? ''),
      password_repeat: String(form.get('password_repeat') ?? ''),
    })
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data({ code: error.code, message: error.message }, error.status)
    }
    throw error
  }
  return redirect('/queue', { headers: api.responseHeaders })
}

export default function Invitation() {
  const text = useText()
  const { token, invitation } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={sprinkles({ display: 'grid', justifyContent: 'center', paddingY: 'xl' })}>
      <Card padding="lg" className={sprinkles({ display: 'grid', gap: 'lg' })}>
        <h1>{text('backoffice.invitation.title')}</h1>
        {invitation ? (
          <>
            <p>
              {text('backoffice.invitation.intro', {
                name: invitation.name,
                email: invitation.email,
              })}
            </p>
            {answer ? (
              <Alert tone="danger" announce>
                {answer.code === 'validation_failed'
                  ? text('backoffice.invitation.passwordRule', { min: staffLimits.passwordMin })
                  : answer.message}
              </Alert>
            ) : null}
            <Form method="post" className={formStack}>
              <input type="hidden" name="token" value={token} />
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={invitation.email}
                readOnly
                hidden
              />
              <PasswordField
                purpose="new"
                label={text('backoffice.invitation.password')}
                hint={text('backoffice.invitation.passwordRule', { min: staffLimits.passwordMin })}
                name="password"
                minLength={staffLimits.passwordMin}
                required
              />
              <PasswordField
                purpose="new"
                label={text('backoffice.invitation.passwordRepeat')}
                name="password_repeat"
                required
              />
              <Button type="submit" loading={busy}>
                {text('backoffice.invitation.submit')}
              </Button>
            </Form>
          </>
        ) : (
          <Alert tone="warning">{text('backoffice.invitation.invalid')}</Alert>
        )}
      </Card>
    </div>
  )
}
