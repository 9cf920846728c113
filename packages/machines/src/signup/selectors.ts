import type {
  SignupField,
  SignupFieldError,
  SignupFieldErrors,
  SignupValues,
} from '@dating/domain/signup'
import type { SnapshotFrom } from 'xstate'
import type { SignupCloseSource } from './events.ts'
import type { signupMachine } from './machine.ts'
import { type SignupStep, signupStepFields, signupSteps } from '@dating/domain/signup-steps'

type SignupSnapshot = SnapshotFrom<typeof signupMachine>

/** Steps 0 to 3 collect the form, step 4 submits it (and offers a retry when that failed). */
export type SignupStepIndex = SignupStep | 4

export const selectStepIndex = (snapshot: SignupSnapshot): SignupStepIndex | null => {
  const step = signupSteps.find((candidate) => snapshot.matches({ Form: `Step${candidate}` }))
  if (step !== undefined) return step
  return snapshot.matches('Submitting') || snapshot.matches('Failed') ? 4 : null
}

/** The inputs the current step shows; none outside steps 0 to 3. */
export const selectStepFields = (snapshot: SignupSnapshot): readonly SignupField[] => {
  const step = selectStepIndex(snapshot)
  if (step === null || step === 4) return []
  return signupStepFields(step, snapshot.context.targetProfileId !== null)
}

export const selectValues = (snapshot: SignupSnapshot): SignupValues => snapshot.context.values

export const selectFieldErrors = (snapshot: SignupSnapshot): SignupFieldErrors =>
  snapshot.context.errors

export const selectFieldError = (
  snapshot: SignupSnapshot,
  field: SignupField,
): SignupFieldError | null => snapshot.context.errors[field] ?? null

export const selectHasTargetProfile = (snapshot: SignupSnapshot): boolean =>
  snapshot.context.targetProfileId !== null

export const selectCanGoBack = (snapshot: SignupSnapshot): boolean => snapshot.can({ type: 'back' })

/** Submitting: the buttons wait. */
export const selectIsBusy = (snapshot: SignupSnapshot): boolean => snapshot.hasTag('busy')

/** A signup is under way: the modal ignores backdrop clicks and Escape. */
export const selectIsInProgress = (snapshot: SignupSnapshot): boolean =>
  snapshot.hasTag('in-progress')

/** Backdrop clicks and Escape close the modal. */
export const selectIsClosable = (snapshot: SignupSnapshot): boolean => snapshot.hasTag('closable')

export const selectCanClose = (snapshot: SignupSnapshot, via: SignupCloseSource): boolean =>
  snapshot.can({ type: 'close-requested', via })

export const selectHasFailed = (snapshot: SignupSnapshot): boolean => snapshot.matches('Failed')

export const selectIsInviteOnly = (snapshot: SignupSnapshot): boolean =>
  snapshot.matches('InviteOnly')

export const selectIsComplete = (snapshot: SignupSnapshot): boolean => snapshot.matches('Complete')

/** After signing up: the account waits for the link of the activation mail. */
export const selectActivationPending = (snapshot: SignupSnapshot): boolean =>
  snapshot.context.signedUp && snapshot.context.activationPending

export const selectIsClosed = (snapshot: SignupSnapshot): boolean => snapshot.status === 'done'
