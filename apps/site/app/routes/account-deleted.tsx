import { limits } from '@dating/domain/constants'
import { formatDate } from '@dating/i18n/format'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { LinkConfirm } from '~/components/LinkConfirm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor, currentMember } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { linkPageHeaders, postedToken } from '~/utils/link-confirm.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'

export const meta: MetaFunction = ({ matches, data }) => [
  {
    title: pageTitle(
      matches,
      (data as { confirm?: string | null } | undefined)?.confirm
        ? 'trust.link.title'
        : 'accountDeleted.title',
    ),
  },
]

const daySchema = v.pipe(v.string(), v.isoDate())

/**
 * After a deletion: when the account is erased and how to bring it back. With `?reactivate=`
 * (the link of the reactivation mail) a button, whose POST brings the account back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams
  const until = v.safeParse(daySchema, query.get('until'))
  const deletedOn = until.success ? until.output : null
  if (!query.has('reactivate')) {
    const { api } = apiFor(request)
    // A member who is still logged in has nothing deleted; their settings are the place.
    const member = await currentMember(request, api).catch(() => null)
    if (member) throw redirect('/notifications')
    return data({ deletedOn, confirm: null })
  }
  return data({ deletedOn, confirm: query.get('reactivate') ?? '' }, { headers: linkPageHeaders })
}

/** The button of the reactivation link: the account comes back and the member is logged in. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const link = await spendLinkToken(
    await postedToken(request, 'reactivate'),
    (valid) => api.reactivateAccount(valid),
    (error) => error.status === 400 && error.code === 'link_invalid',
  )
  if (!link.ok) {
    return data({ reactivationFailed: true }, { status: 400, headers: responseHeaders })
  }
  appendFlash(responseHeaders, request, {
    id: 'accountDeleted.welcomeBack',
    values: { name: link.value.profile.name },
  })
  return redirect('/members', { headers: responseHeaders })
}

export default function AccountDeleted() {
  const intl = useIntl()
  const { catalogueId } = useRootData()
  const { deletedOn, confirm } = useLoaderData<typeof loader>()
  const reactivationFailed = useActionData<typeof action>()?.reactivationFailed ?? false
  const days = limits.reactivationDays

  if (confirm !== null && !reactivationFailed) {
    return <LinkConfirm field="reactivate" token={confirm} />
  }
  if (reactivationFailed) {
    return (
      <div className={page.narrow}>
        <Card padding="lg" className={page.stack}>
          <h1 className={page.heading}>
            {intl.formatMessage({ id: 'accountDeleted.failed.title' })}
          </h1>
          <Alert tone="danger">{intl.formatMessage({ id: 'account.error.linkInvalid' })}</Alert>
          <p>{intl.formatMessage({ id: 'accountDeleted.failed.help' }, { days })}</p>
          <div>
            <LinkButton href="/login">{intl.formatMessage({ id: 'nav.login' })}</LinkButton>
          </div>
        </Card>
      </div>
    )
  }

  return (
    <div className={page.narrow}>
      <Card padding="lg" className={page.stack}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'accountDeleted.title' })}</h1>
        <p>
          {deletedOn
            ? intl.formatMessage(
                { id: 'accountDeleted.text' },
                { date: formatDate(deletedOn, catalogueId, 'long'), days },
              )
            : intl.formatMessage({ id: 'accountDeleted.textNoDate' }, { days })}
        </p>
        <p>{intl.formatMessage({ id: 'accountDeleted.goodbye' })}</p>
        <div>
          <LinkButton href="/" variant="secondary">
            {intl.formatMessage({ id: 'accountDeleted.home' })}
          </LinkButton>
        </div>
      </Card>
    </div>
  )
}
