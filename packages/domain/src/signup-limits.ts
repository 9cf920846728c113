import { limits } from './constants.ts'
import { ownProfileLimits } from './own-profile.ts'

/** The lengths and ages the signup form allows (SPEC §5); a module of its own for the browser. */
export const signupLimits = {
  nameMin: ownProfileLimits.nameMin,
  nameMax: ownProfileLimits.nameMax,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 200,
  signupMessageMax: 500,
  minimumAge: limits.minimumAge,
  maximumAge: limits.maximumAge,
} as const
