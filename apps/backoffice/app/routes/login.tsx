import { staffLoginSchema } from '@dating/domain/staff'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { EmailField } from '@dating/ui/EmailField'
import { PasswordField } from '@dating/ui/PasswordField'
import { sprinkles } from '@dating/ui/sprinkles'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useNavigation, useSearchParams } from '@remix-run/react'
import * as v from 'valibot'
import { formStack } from '~/components/PageHeading.tsx'
import { backofficeApi, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { currentStaff, safeNext } from '~/utils/staff.server.ts'
import { useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.login.title') },
]

/** Already logged in: on to the work. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = backofficeApi(request)
  if (await currentStaff(api)) {
    throw redirect(safeNext(new URL(request.url).searchParams.get('next')))
  }
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const parsed = v.safeParse(staffLoginSchema, {
    email: form.get('email'),
    password: form.get('password'),
  })
  const email = String(form.get('email') ?? '')
  if (!parsed.success) return data({ error: 'invalid' as const, message: null, email }, 400)
  const api = backofficeApi(request)
  try {
    await api.calls.login(parsed.output)
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data({ error: 'refused' as const, message: error.message, email }, error.status)
    }
    throw error
  }
  return redirect(safeNext(String(form.get('next') ?? '')), { headers: api.responseHeaders })
}

export default function Login() {
  const text = useText()
  const answer = useActionData<typeof action>()
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  return (
    <div className={sprinkles({ display: 'grid', justifyContent: 'center', paddingY: 'xl' })}>
      <Card padding="lg" className={sprinkles({ display: 'grid', gap: 'lg' })}>
        <h1>{text('backoffice.login.title')}</h1>
        <p>{text('backoffice.login.intro')}</p>
        {answer ? (
          <Alert tone="danger" announce>
            {answer.message ?? text('backoffice.login.invalid')}
          </Alert>
        ) : null}
        <Form method="post" className={formStack}>
          <input type="hidden" name="next" value={params.get('next') ?? ''} />
          <EmailField
            label={text('backoffice.login.email')}
            name="email"
            autoComplete="username"
            required
            defaultValue={answer?.email}
          />
          <PasswordField
            purpose="current"
            label={text('backoffice.login.password')}
            name="password"
            required
          />
          <Button type="submit" loading={busy}>
            {text('backoffice.login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
