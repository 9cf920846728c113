import {
  type SignupMachineInput,
  type SignupOutcome,
  type SignupRequest,
  signupMachine,
} from '@dating/machines/signup'
import { useActorRef } from '@xstate/react'
import { useRef } from 'react'
import { type ActorRefFrom, fromPromise } from 'xstate'
import { signupOutcomeForError } from './signup-outcome.ts'

/** A running signup machine, as the screens take it. */
export type SignupActor = ActorRefFrom<typeof signupMachine>

/** What the app's api says to a signup it accepted. */
export interface SignupCreated {
  activationPending: boolean
}

export interface UseSignupOptions {
  /**
   * Sends the checked form to the api (POST /api/signup.php). A rejection carrying an api error
   * `code` (and `fields` for validation_failed) is shown on its step; any other rejection offers
   * a retry.
   */
  submit: (request: SignupRequest) => Promise<SignupCreated>
  input: SignupMachineInput
  /** "Already a member? Log in": the signup has closed, show the login. */
  onLogin: () => void
  /** The account exists and is logged in, e.g. reload what depends on the session. */
  onSignedUp?: (created: SignupCreated) => void
}

/**
 * Starts a signup machine for a screen: the submit function is the app's (the package knows no
 * router and no fetch), the callbacks are read when they fire, so they may change between
 * renders. `input` is read once, when the signup starts.
 */
export function useSignup({ submit, input, onLogin, onSignedUp }: UseSignupOptions): SignupActor {
  const latest = useRef({ submit, onLogin, onSignedUp })
  latest.current = { submit, onLogin, onSignedUp }
  return useActorRef(
    signupMachine.provide({
      actors: {
        submitSignup: fromPromise<SignupOutcome, SignupRequest>(async ({ input: request }) => {
          try {
            const created = await latest.current.submit(request)
            return { kind: 'created', activationPending: created.activationPending }
          } catch (error) {
            const outcome = signupOutcomeForError(error)
            if (outcome) return outcome
            throw error
          }
        }),
      },
      actions: {
        redirectToLogin: () => latest.current.onLogin(),
        signedUp: (_, created) => latest.current.onSignedUp?.(created),
      },
    }),
    { input },
  )
}
