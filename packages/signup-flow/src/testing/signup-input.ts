import type { SignupMachineInput } from '@dating/machines/signup'

/** 21 November 2026, noon UTC: the signup's "now", so ages never depend on the day tests run. */
const testNow = Date.UTC(2026, 10, 21, 12)

/** The input of a signup in tests and stories: open signups, English, London, a fixed day. */
export const testSignupInput = (input: Partial<SignupMachineInput> = {}): SignupMachineInput => ({
  signupsSetting: 'all',
  locale: 'en',
  timeZone: 'Europe/London',
  now: () => testNow,
  ...input,
})
