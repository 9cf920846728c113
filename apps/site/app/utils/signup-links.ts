/** The query flag that opens the signup modal over any page of the default layout. */
export const signupQueryFlag = 'signup'

/** Whether a page's query asks for the signup modal (`?signup=1`). */
export const asksForSignup = (search: string): boolean =>
  new URLSearchParams(search).get(signupQueryFlag) === '1'

/** The current URL without the signup flag, for history.replaceState. */
export function withoutSignupFlag(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(signupQueryFlag)
  return `${url.pathname}${url.search}${url.hash}`
}

/** The query flag of /members/{id}/signup when the visitor pressed Like (the like is kept). */
export const likeQueryFlag = 'like'

/** The signup page a link falls back to without JavaScript (or opened in a new tab). */
export const signupPageHref = (
  targetProfile?: { id: number; intent?: 'message' | 'like' } | null,
): string => {
  if (!targetProfile) return '/signup'
  const page = `/members/${targetProfile.id}/signup`
  return targetProfile.intent === 'like' ? `${page}?${likeQueryFlag}=1` : page
}

/** /signup and /members/{id}/signup, where the header offers no second signup. */
export const isSignupPage = (pathname: string): boolean =>
  /^\/(members\/[^/]+\/)?signup\/?$/.test(pathname)

/** The login page, coming back to `path` afterwards. */
export const loginHrefFrom = (path: string): string =>
  `/login?redirectTo=${encodeURIComponent(path)}`

/** The terms and the privacy policy, linked where a signup agrees to them. */
export const signupLegalLinks = { terms: '/pages/terms', privacy: '/pages/privacy' } as const
