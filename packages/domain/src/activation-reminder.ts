/**
 * The activation reminder of SPEC §4: a member who has not confirmed their email yet is asked
 * to, in a banner of the default layout, or in a modal right after signup on a smartphone.
 */
import type { NotificationDisabledReason, ProfileStatus, UserStatus } from './profile-attributes.ts'

/** The query the end of a signup adds to the page it lands on (SPEC §4 "api_signup_complete"). */
export const signupCompleteParam = 'api_signup_complete'

/**
 * Paths of the routes SPEC §4 keeps it away from: the signup forms (with and without a target
 * profile), settings and notifications (where the email settings live). Also the two pages that
 * show the activation state with their own send-again button (complete-signup, activate-error),
 * where the reminder would only repeat them.
 */
const quietPathPatterns = [
  /^\/signup$/,
  /^\/members\/[^/]+\/signup$/,
  /^\/settings$/,
  /^\/notifications$/,
  // The deletion flow belongs to the settings.
  /^\/account\/delete$/,
  /^\/complete-signup$/,
  /^\/activate\/error$/,
] as const

export function isActivationReminderQuietPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return quietPathPatterns.some((pattern) => pattern.test(path))
}

export interface ActivationReminderInput {
  /** The logged-in member, null for a visitor. */
  member: {
    status: UserStatus
    profileStatus: ProfileStatus
    notificationsDisabled: readonly NotificationDisabledReason[]
  } | null
  pathname: string
}

/**
 * SPEC §4: logged in, no disabled notifications (a bounced or unsubscribed address would not
 * get the mail the reminder promises), user not_confirmed, profile disabled, not a quiet route.
 */
export function showsActivationReminder({ member, pathname }: ActivationReminderInput): boolean {
  return (
    member !== null &&
    member.notificationsDisabled.length === 0 &&
    member.status === 'not_confirmed' &&
    member.profileStatus === 'disabled' &&
    !isActivationReminderQuietPath(pathname)
  )
}

export type ActivationReminderPresentation = 'none' | 'banner' | 'modal'

/**
 * How the reminder shows: a modal only when the page was reached at the end of a signup
 * (`api_signup_complete` set) on a smartphone, a banner otherwise.
 */
export function activationReminderPresentation(
  input: ActivationReminderInput & { search: URLSearchParams; smartphone: boolean },
): ActivationReminderPresentation {
  if (!showsActivationReminder(input)) return 'none'
  return input.smartphone && input.search.has(signupCompleteParam) ? 'modal' : 'banner'
}
