import messages from '@dating/i18n/messages/en.json'
import type { SignupMachineInput, SignupRequest } from '@dating/machines/signup'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { vi } from 'vitest'
import { SignupFlow, type SignupFlowProps } from '../SignupFlow/SignupFlow.tsx'
import { type SignupCreated, useSignup } from '../use-signup.ts'
import { testSignupInput } from './signup-input.ts'

export function WithIntl({ children, locale = 'en' }: { children: ReactNode; locale?: string }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  )
}

export interface SignupHarnessOptions {
  submit?: (request: SignupRequest) => Promise<SignupCreated>
  input?: Partial<SignupMachineInput>
  flow?: Partial<Omit<SignupFlowProps, 'actor'>>
  /** Renders something else around the actor, e.g. the dialog. */
  view?: (actor: ReturnType<typeof useSignup>) => ReactNode
}

/** Renders the signup screens with a machine of their own and a fake api. */
export function renderSignup(options: SignupHarnessOptions = {}) {
  const submit = vi.fn(
    options.submit ?? (async (): Promise<SignupCreated> => ({ activationPending: true })),
  )
  const onLogin = vi.fn()
  const onSignedUp = vi.fn()
  let actor: ReturnType<typeof useSignup> | undefined

  function Harness() {
    const running = useSignup({
      submit,
      onLogin,
      onSignedUp,
      input: testSignupInput(options.input),
    })
    actor = running
    return options.view ? (
      options.view(running)
    ) : (
      <SignupFlow
        actor={running}
        brandName="Flirtwave"
        continueHref="/complete-signup"
        legalLinks={{ terms: '/pages/terms', privacy: '/pages/privacy' }}
        {...options.flow}
      />
    )
  }

  const result = render(
    <WithIntl>
      <Harness />
    </WithIntl>,
  )
  const getActor = () => {
    if (!actor) throw new Error('The signup did not start')
    return actor
  }
  return { ...result, submit, onLogin, onSignedUp, actor: getActor }
}
