/**
 * The profile-photo alert of SPEC §4: a logged-in member without a main image is asked to add
 * one, except on the pages where that would get in the way, until they dismiss it.
 */
export const profilePhotoAlertStorageKey = 'hide-enrich-alert'

/**
 * Paths of the routes named in SPEC §4 (profile, signup, activate-done, premium, ...), and
 * complete-signup, which holds the photo upload itself, as /profile does.
 */
const quietPaths = [
  '/profile',
  '/signup',
  '/complete-signup',
  '/activate/done',
  '/premium',
  '/notifications',
  '/directdebit',
  '/settings',
  // The deletion flow belongs to the settings.
  '/account/delete',
] as const

export function isProfilePhotoAlertQuietPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return quietPaths.some((quiet) => path === quiet)
}

/** A stored dismissal is the time (ms since epoch) the member closed the alert. */
export function isDismissal(stored: string | null): boolean {
  if (stored === null) return false
  const time = Number(stored)
  return Number.isFinite(time) && time > 0
}

export function showsProfilePhotoAlert(input: {
  loggedIn: boolean
  hasMainImage: boolean
  pathname: string
  /** The value under hide-enrich-alert, null when there is none. */
  dismissal: string | null
}): boolean {
  return (
    input.loggedIn &&
    !input.hasMainImage &&
    !isProfilePhotoAlertQuietPath(input.pathname) &&
    !isDismissal(input.dismissal)
  )
}
