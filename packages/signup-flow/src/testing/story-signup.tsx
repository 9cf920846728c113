import deMessages from '@dating/i18n/messages/de.json'
import enMessages from '@dating/i18n/messages/en.json'
import {
  type SignupMachineInput,
  type SignupOutcome,
  type SignupRequest,
  signupMachine,
} from '@dating/machines/signup'
import type { SignupEvent } from '@dating/machines/signup/events'
import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { createActor, fromPromise } from 'xstate'
import type { SignupActor } from '../use-signup.ts'
import { testSignupInput } from './signup-input.ts'

const catalogues: Record<string, Record<string, string>> = { en: enMessages, de: deMessages }

/** Stories render in English, or in the locale a story names in `parameters.locale`. */
export const withIntl: Decorator = (Story, context) => {
  const locale = (context.parameters.locale as string | undefined) ?? 'en'
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={{ ...enMessages, ...catalogues[locale] }}
    >
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    </IntlProvider>
  )
}

/** Events that fill and pass each step. */
export const passStep: Record<0 | 1 | 2 | 3, readonly SignupEvent[]> = {
  0: [
    { type: 'change-field', field: 'gender', value: 'female' },
    { type: 'change-field', field: 'looking_for', value: 'male' },
    { type: 'change-field', field: 'sensitive_consent', value: 'yes' },
    { type: 'next' },
  ],
  1: [{ type: 'change-field', field: 'date_of_birth', value: '1994-03-08' }, { type: 'next' }],
  2: [{ type: 'change-field', field: 'name', value: 'Anna' }, { type: 'next' }],
  3: [
    { type: 'change-field', field: 'email', value: 'anna@example.com' },
    { type: 'change-field', field: 'password', value: 'correct horse' },
    { type: 'next' },
  ],
}

/** Passes the steps before `step`. */
export const walkTo = (step: 0 | 1 | 2 | 3 | 4): SignupEvent[] =>
  ([0, 1, 2, 3] as const).filter((index) => index < step).flatMap((index) => passStep[index])

export type StorySubmit = 'never' | 'fail' | 'created' | 'created-active' | 'email-taken'

const answers: Record<StorySubmit, () => Promise<SignupOutcome>> = {
  never: () => new Promise(() => {}),
  fail: () => Promise.reject(new Error('offline')),
  created: async () => ({ kind: 'created', activationPending: true }),
  'created-active': async () => ({ kind: 'created', activationPending: false }),
  'email-taken': async () => ({
    kind: 'rejected',
    errors: { email: { id: 'signup.error.emailTaken' } },
  }),
}

/** A signup machine already moved to the state a story shows, with a canned api answer. */
export function useStorySignup({
  events = [],
  submit = 'created',
  input = {},
}: {
  events?: readonly SignupEvent[]
  submit?: StorySubmit
  input?: Partial<SignupMachineInput>
}): SignupActor {
  const [actor] = useState(() => {
    const machine = signupMachine.provide({
      actors: { submitSignup: fromPromise<SignupOutcome, SignupRequest>(answers[submit]) },
    })
    const running = createActor(machine, { input: testSignupInput(input) })
    running.start()
    for (const event of events) running.send(event)
    return running
  })
  return actor
}
