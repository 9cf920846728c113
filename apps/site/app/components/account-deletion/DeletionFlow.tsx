import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { action, loader } from '~/routes/account.delete.tsx'
import { type DeletionIntent, stepsFor } from '~/utils/account-deletion.ts'
import { ConfirmStep } from './ConfirmStep.tsx'
import { DiscountTaken } from './DiscountTaken.tsx'
import { OfferStep } from './OfferStep.tsx'
import { ReasonStep } from './ReasonStep.tsx'

/** The deletion flow: reason, a way to stay that fits it, confirmation with the password. */
export function DeletionFlow() {
  const offers = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const state = actionData ?? { step: 'reason', reason: null, note: '' }
  const navigation = useNavigation()
  // The button whose step is on its way shows it.
  const submitting = (intent: DeletionIntent) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const steps = stepsFor(
    state.step === 'discount' ? { step: 'offer', reason: 'too_expensive' } : state,
    offers,
  )
  // A fresh page starts at the top as usual; a step that replaced another takes the focus.
  const focusOnMount = actionData !== undefined
  const common = { total: steps.length, focusOnMount }

  return state.step === 'discount' ? (
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
      passwordError={
        'passwordError' in state
          ? state.passwordError
          : state.error === 'passwordRequired'
            ? 'settings.error.passwordRequired'
            : undefined
      }
      problem={'problem' in state ? state.problem : undefined}
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
  )
}
