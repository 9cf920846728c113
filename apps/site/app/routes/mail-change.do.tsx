import type { MessageId } from '@dating/i18n/message-ids'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { LinkConfirm } from '~/components/LinkConfirm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { confirmLinkPage, postedToken } from '~/utils/link-confirm.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'trust.link.title') },
]

/** Why the link did not change the address, as catalogue ids. */
const problemIds = {
  link_invalid: 'account.error.linkInvalid',
  email_taken: 'signup.error.emailTaken',
} as const

/** The link of the email-change mail shows a button (components/LinkConfirm.tsx). */
export function loader({ request }: LoaderFunctionArgs) {
  return confirmLinkPage(new URL(request.url).searchParams.get('token') ?? '')
}

/**
 * The button's POST: the api switches the address (and logs the member in when the link is
 * opened elsewhere), and the settings show the new one with a notice.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const link = await spendLinkToken(
    await postedToken(request, 'token'),
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

/** The button, or why the link did not work. */
export default function MailChangeDo() {
  const { confirm } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  if (!failed) return <LinkConfirm field="token" token={confirm} />
  return <MailChangeFailed problemId={failed.problemId} />
}

function MailChangeFailed({ problemId }: { problemId: MessageId }) {
  const intl = useIntl()
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
