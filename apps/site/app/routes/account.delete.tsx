import type { MessageId } from '@dating/i18n/message-ids'
import { Card } from '@dating/ui/Card'
import type { DiscountCode } from '@dating/domain/discount-codes'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { ConfirmStep } from '~/components/account-deletion/ConfirmStep.tsx'
import { DiscountTaken } from '~/components/account-deletion/DiscountTaken.tsx'
import { OfferStep } from '~/components/account-deletion/OfferStep.tsx'
import { ReasonStep } from '~/components/account-deletion/ReasonStep.tsx'
import * as styles from '~/styles/account-deletion.css.ts'
import * as page from '~/styles/page.css.ts'
import {
  accountDeletedPath,
  type BrandOffers,
  type DeletionFlowState,
  type DeletionIntent,
  nextDeletionStep,
  stepsFor,
} from '~/utils/account-deletion.ts'
import { apiFor, brandDomain, isApiError } from '~/utils/api.server.ts'
import { loginIfAuthRequired, loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

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
    if (form.get('intent') === 'choose-reason' && next.state.step !== 'reason') {
      // The api gives the retention offer only inside a flow started here (decision 032d).
      await api.startDeletionFlow(next.state.reason).catch(loginOnAuthRequired(request))
    }
    return data<DeletionActionData>(next.state, {
      status: next.state.error ? 400 : 200,
      headers: responseHeaders,
    })
  }
  if (next.kind === 'take-discount') {
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

/** The deletion flow: reason, a way to stay that fits it, confirmation with the password. */
export default function AccountDelete() {
  const intl = useIntl()
  const offers = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const state = actionData ?? { step: 'reason', reason: null, note: '' }
  const navigation = useNavigation()
  // The button whose step is on its way shows it.
  const submitting = (intent: DeletionIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const steps = stepsFor('reason' in state ? state.reason : null, offers)
  // A fresh page starts at the top as usual; a step that replaced another takes the focus.
  const focusOnMount = actionData !== undefined
  const common = { total: steps.length, focusOnMount }

  return (
    <div className={page.container}>
      <Card padding="lg" className={styles.card}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'accountDeletion.title' })}</h1>
        {state.step === 'discount' ? (
          <DiscountTaken discount={state.discount} focusOnMount={focusOnMount} />
        ) : state.step === 'reason' ? (
          <ReasonStep
            reason={state.reason}
            note={state.note}
            error={state.error}
            submitting={submitting('choose-reason')}
            {...common}
          />
        ) : state.step === 'offer' ? (
          <OfferStep
            choice={state}
            offers={offers}
            submitting={submitting('continue')}
            taking={submitting('take-discount')}
            {...common}
          />
        ) : (
          <ConfirmStep
            choice={state}
            step={steps.indexOf('confirm') + 1}
            passwordError={
              'passwordError' in state
                ? state.passwordError
                : state.error === 'passwordRequired'
                  ? 'settings.error.passwordRequired'
                  : undefined
            }
            problem={'problem' in state ? state.problem : undefined}
            submitting={submitting('delete')}
            {...common}
          />
        )}
      </Card>
    </div>
  )
}
