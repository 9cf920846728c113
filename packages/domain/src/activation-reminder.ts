/**
 * How the activation reminder of SPEC §4 shows: a banner of the default layout, or a modal right
 * after signup on a smartphone. Whether it shows at all is @dating/domain/alerts' rule.
 */

/** The query the end of a signup adds to the page it lands on (SPEC §4 "api_signup_complete"). */
export const signupCompleteParam = 'api_signup_complete'

export type ActivationReminderPresentation = 'banner' | 'modal'

/**
 * A modal only when the page was reached at the end of a signup (`api_signup_complete` set) on
 * a smartphone, a banner otherwise.
 */
export function activationReminderPresentation(input: {
  search: URLSearchParams
  smartphone: boolean
}): ActivationReminderPresentation {
  return input.smartphone && input.search.has(signupCompleteParam) ? 'modal' : 'banner'
}
