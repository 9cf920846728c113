import type { SignupField, SignupValues } from '@dating/domain/signup'

/** Where a request to close the signup came from. */
export type SignupCloseSource = 'backdrop' | 'escape' | 'button'

/** What the signup screens tell the signup machine. */
export type SignupEvent =
  | { type: 'change-field'; field: SignupField; value: string }
  /** The step's continue button. */
  | { type: 'next' }
  /** The step's form was submitted (Enter, or a submit without JavaScript state): its values, then next. */
  | { type: 'submit-step'; values?: Partial<SignupValues> }
  | { type: 'back' }
  /** Try the failed submission again. */
  | { type: 'retry' }
  | { type: 'close-requested'; via: SignupCloseSource }
  /** "Already a member? Log in": the modal closes and the app shows the login. */
  | { type: 'redirect-to-login' }
