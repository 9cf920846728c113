import type { AlertProps } from '@dating/ui/Alert'
import { Button, type ButtonProps } from '@dating/ui/Button'
import { useFetcher, useLocation } from '@remix-run/react'
import type { FormEvent, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { ActivationMailResult, action } from '~/routes/activation-mail.tsx'

type Tone = NonNullable<AlertProps['tone']>

export type ActivationMailOutcome = { tone: Tone; text: string }

/**
 * The "send the activation mail again" button and what the last press did, for the activation
 * reminder and /activate/error. With JavaScript it posts through a fetcher and the page stays;
 * without, the form goes to the route and comes back here with a notice.
 */
export function useActivationMail(
  button: { label: string } & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>,
): {
  form: ReactNode
  outcome: ActivationMailOutcome | null
} {
  const intl = useIntl()
  const fetcher = useFetcher<typeof action>()
  const location = useLocation()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    fetcher.submit({}, { method: 'post', action: '/activation-mail' })
  }

  const form = (
    <fetcher.Form method="post" action="/activation-mail" onSubmit={submit}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        size={button.size}
        variant={button.variant}
        fullWidth={button.fullWidth}
        loading={fetcher.state !== 'idle'}
      >
        {button.label}
      </Button>
    </fetcher.Form>
  )
  const result = fetcher.state === 'idle' ? (fetcher.data ?? null) : null
  return { form, outcome: result ? outcomeOf(result, intl) : null }
}

function outcomeOf(
  result: ActivationMailResult,
  intl: ReturnType<typeof useIntl>,
): ActivationMailOutcome {
  if (result.ok) {
    return { tone: 'success', text: intl.formatMessage({ id: 'activationReminder.sent' }) }
  }
  const tone: Tone =
    result.code === 'already_activated'
      ? 'info'
      : result.code === 'activation_limit'
        ? 'warning'
        : 'danger'
  return { tone, text: result.message }
}
