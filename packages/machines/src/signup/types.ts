import type { Locale } from '@dating/domain/locales'
import type { Sexuality } from '@dating/domain/profile-attributes'
import type {
  SignupFieldErrors,
  SignupForm,
  SignupsSetting,
  SignupValues,
} from '@dating/domain/signup'
import type { SignupStep } from '@dating/domain/signup-steps'
import type { Tracking } from '@dating/domain/tracking'

export interface SignupMachineInput {
  signupsSetting: SignupsSetting
  locale: Locale
  /** The profile of /members/{id}/signup: step 3 then also asks for a first message to it. */
  targetProfileId?: number | null
  tracking?: Tracking | null
  /** Whose calendar day counts for the minimum age; the visitor's own by default. */
  timeZone?: string
  now?: () => number
  /**
   * Where the signup starts: a step the server's page already shows (a step posted without
   * JavaScript, decision 085), with the values so far and that step's errors. Step 0 by default.
   */
  start?: SignupStart | null
}

/** A step to start on, with the values the visitor gave so far and the errors to show there. */
export interface SignupStart {
  step: SignupStep
  values?: Partial<SignupValues>
  errors?: SignupFieldErrors
}

export interface SignupContext {
  values: SignupValues
  errors: SignupFieldErrors
  targetProfileId: number | null
  tracking: Tracking | null
  signupsSetting: SignupsSetting
  locale: Locale
  timeZone: string
  now: () => number
  activationPending: boolean
  signedUp: boolean
  closedBy: 'close' | 'login' | null
  /** The step the form opens on (`SignupMachineInput.start`). */
  startStep: SignupStep
}

/** What the app's `submitSignup` actor receives. */
export interface SignupRequest {
  form: SignupForm
  sexuality: Sexuality
  targetProfileId: number | null
  tracking: Tracking | null
  locale: Locale
}

/**
 * What `submitSignup` answers. A network failure or an unexpected answer is a rejection of the
 * promise instead: the machine then offers to retry.
 */
export type SignupOutcome =
  | { kind: 'created'; activationPending: boolean }
  | { kind: 'rejected'; errors: SignupFieldErrors }
  | { kind: 'closed' }

export interface SignupOutput {
  closedBy: 'close' | 'login'
  signedUp: boolean
}
