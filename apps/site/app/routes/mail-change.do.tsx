import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'mailChange.failed.title') },
]

/** Why the link did not change the address, as catalogue ids. */
const problemIds = {
  link_invalid: 'account.error.linkInvalid',
  email_taken: 'signup.error.emailTaken',
} as const

/**
 * The link of the email-change mail: the api switches the address (and logs the member in when
 * the link is opened elsewhere), and the settings show the new one with a notice.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const link = await spendLinkToken(
    new URL(request.url).searchParams.get('token'),
    (valid) => api.confirmMailChange(valid),
    (error) => error.code === 'link_invalid' || error.code === 'email_taken',
  )
  if (!link.ok) {
    const problem = link.refusal?.code === 'email_taken' ? 'email_taken' : 'link_invalid'
    return data(
      { problemId: problemIds[problem] },
      { status: link.refusal?.status ?? 400, headers: responseHeaders },
    )
  }
  appendFlash(responseHeaders, request, {
    id: 'settings.email.changed',
    values: { email: link.value.email },
  })
  return redirect('/notifications', { headers: responseHeaders })
}

/** Only a link that did not work stays on this page. */
export default function MailChangeDo() {
  const intl = useIntl()
  const { problemId } = useLoaderData<typeof loader>()
  return (
    <div className={page.narrow}>
      <Card padding="lg" className={page.stack}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'mailChange.failed.title' })}</h1>
        <Alert tone="danger">{intl.formatMessage({ id: problemId })}</Alert>
        <p>{intl.formatMessage({ id: 'mailChange.failed.help' })}</p>
        <div>
          <LinkButton href="/notifications">
            {intl.formatMessage({ id: 'mailChange.failed.settings' })}
          </LinkButton>
        </div>
      </Card>
    </div>
  )
}
