import type { MessageId } from '@dating/i18n/message-ids'
import { Card } from '@dating/ui/Card'
import type { DiscountCode } from '@dating/domain/discount-codes'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from '~/components/account-deletion/account-deletion.css.ts'
import * as page from '~/styles/page.css.ts'
import {
  accountDeletedPath,
  type BrandOffers,
  type DeletionFlowState,
  nextDeletionStep,
} from '~/utils/account-deletion.ts'
import { apiFor, brandDomain, isApiError } from '~/utils/api.server.ts'
import { loginIfAuthRequired, loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { pageTitle } from '~/utils/meta.ts'

const DeletionFlow = markupUntilLoaded(() =>
  import('~/components/account-deletion/DeletionFlow.tsx').then((module) => module.DeletionFlow),
)

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'accountDeletion.title') },
]

/** The brand's offers (its delete_discount) from its settings. */
async function brandOffers(
  api: ReturnType<typeof apiFor>['api'],
  request: Request,
): Promise<BrandOffers> {
  const settings = await api.getSettings({ domain: brandDomain(request) })
  return { deleteDiscount: settings.delete_discount }
}

/** Members only; the flow's steps come from the form, the brand's offers from its settings. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const [offers] = await Promise.all([
    brandOffers(api, request),
    api.getCurrentUser().catch(loginOnAuthRequired(request)),
  ])
  return data(offers, { headers: responseHeaders })
}

type DeletionActionData =
  | (DeletionFlowState & { problem?: string; passwordError?: MessageId })
  /** The member took the discount and stays. */
  | { step: 'discount'; discount: DiscountCode }

export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const form = await request.formData()
  const next = nextDeletionStep(form, await brandOffers(api, request))
  if (!next) throw new Response(null, { status: 400 })
  if (next.kind === 'step') {
    return data<DeletionActionData>(next.state, {
      status: next.state.error ? 400 : 200,
      headers: responseHeaders,
    })
  }
  if (next.kind === 'take-discount') {
    // Only `too_expensive` offers the discount: a take without that reason is a forged request.
    const reason = next.choice.reason
    if (reason === null) throw new Response(null, { status: 400 })
    try {
      // The api gives the retention offer only inside a flow started with the password
      // (decisions 032d and 045).
      await api.startDeletionFlow({ reason, password: next.password })
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error
      loginIfAuthRequired(request, error)
      const state: DeletionActionData =
        error.code === 'old_password_wrong'
          ? { step: 'offer', ...next.choice, passwordError: 'account.error.oldPasswordWrong' }
          : { step: 'offer', ...next.choice, problem: error.message }
      return data(state, { status: error.status, headers: responseHeaders })
    }
    try {
      const discount = await api.claimRetentionOffer()
      return data<DeletionActionData>({ step: 'discount', discount }, { headers: responseHeaders })
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) throw error
      loginIfAuthRequired(request, error)
      // The brand stopped offering it meanwhile: the flow goes on without the offer.
      return data<DeletionActionData>(
        { step: 'confirm', ...next.choice, problem: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
  }
  try {
    const { reactivate_until } = await api.deleteAccount({
      ...next.choice,
      password: next.password,
    })
    // The api ended every session and cleared the cookie; the browser hears it here.
    return redirect(accountDeletedPath(reactivate_until), { headers: responseHeaders })
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error
    loginIfAuthRequired(request, error)
    const state: DeletionActionData =
      error.code === 'old_password_wrong'
        ? { step: 'confirm', ...next.choice, passwordError: 'account.error.oldPasswordWrong' }
        : { step: 'confirm', ...next.choice, problem: error.message }
    return data(state, { status: error.status, headers: responseHeaders })
  }
}

/**
 * The deletion flow's steps are rendered on the server; their code (the forms, the flow's
 * rules with valibot) hydrates after the page (decision 036g).
 */
export default function AccountDelete() {
  const intl = useIntl()
  return (
    <div className={page.container}>
      <Card padding="lg" className={styles.card}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'accountDeletion.title' })}</h1>
        <DeletionFlow />
      </Card>
    </div>
  )
}
