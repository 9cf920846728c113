import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Link } from '@dating/ui/Link'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import * as page from '~/styles/page.css.ts'
import { isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { safetyTarget } from '~/utils/safety-page.server.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'safety.block') }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { profile, responseHeaders } = await safetyTarget(request, params.id)
  return data({ profile }, { headers: responseHeaders })
}

/**
 * The block confirmation of the profile menu as a page of its own, for a member whose page has
 * no JavaScript yet (decision 076); a block sends the member to the members list with a notice.
 * Blocking twice is harmless (the api keeps one block).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { profile, api, responseHeaders } = await safetyTarget(request, params.id)
  try {
    await api.block(profile.id)
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!isApiError(error) || error.status >= 500) throw error
    return data({ message: error.message }, { status: error.status, headers: responseHeaders })
  }
  appendFlash(responseHeaders, request, { id: 'safety.blocked', values: { name: profile.name } })
  return redirect('/members', { headers: responseHeaders })
}

export default function BlockPage() {
  const { profile } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const message = useMessage()
  const name = profile.name
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{message('safety.blockTitle', { name })}</h1>
        <Stack as={Form} space="md" method="post">
          {result ? (
            <Alert tone="danger" announce>
              {result.message}
            </Alert>
          ) : null}
          <p>{message('safety.blockText', { name })}</p>
          <Inline space="sm" align="center">
            <Link href={`/members/${profile.id}`}>{message('common.cancel')}</Link>
            <Button type="submit" variant="danger">
              {message('safety.blockConfirm', { name })}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </div>
  )
}
