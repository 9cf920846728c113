import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { LinkConfirm } from '~/components/LinkConfirm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { confirmLinkPage, postedToken } from '~/utils/link-confirm.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'activation.done.title') },
]

/**
 * The activation mail's link (`?token=`) shows a button; its POST activates the account and
 * logs the member in, then comes back without the token, so a reload or the history never
 * holds a spent link. A link that does not work goes to /activate/error.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const link = await spendLinkToken(await postedToken(request, 'token'), (valid) =>
    api.activate(valid),
  )
  return redirect(link.ok ? '/activate/done' : '/activate/error', { headers: responseHeaders })
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token !== null) return confirmLinkPage(token)
  const { api } = apiFor(request)
  const user = await api.getCurrentUser().catch(loginOnAuthRequired(request))
  // Nothing to congratulate on yet: the error page offers the mail again.
  if (user.status === 'not_confirmed') return redirect('/activate/error')
  return { name: user.profile.name }
}

export default function ActivateDone() {
  const data = useLoaderData<typeof loader>()
  if ('confirm' in data) return <LinkConfirm field="token" token={data.confirm} />
  return <Activated name={data.name} />
}

function Activated({ name }: { name: string }) {
  const intl = useIntl()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <div className={page.stack}>
          <h1 className={page.heading}>{intl.formatMessage({ id: 'activation.done.title' })}</h1>
          <p>{intl.formatMessage({ id: 'activation.done.text' }, { name })}</p>
          <div className={page.stack}>
            <LinkButton href="/members" size="lg" fullWidth>
              {intl.formatMessage({ id: 'activation.done.members' })}
            </LinkButton>
            <LinkButton href="/complete-signup" size="lg" variant="secondary" fullWidth>
              {intl.formatMessage({ id: 'activation.done.completeProfile' })}
            </LinkButton>
          </div>
        </div>
      </Card>
    </div>
  )
}
