import type { SignupTargetProfile } from '@dating/signup-flow/SignupFlow'

/** The profile a visitor wants to write to or like when they are asked to sign up. */
export interface SignupTarget extends SignupTargetProfile {
  id: number
  /** `like`: the new account likes the profile (no first message); `message` by default. */
  intent?: 'message' | 'like'
}
