/**
 * The cookie banner's answer on the server, for the site and the landers alike (decision 059).
 */
import { cookieConsentPath, isCookieConsentChoice } from '@dating/domain/cookie-consent'
import { trackingFromQuery, trackingQuery } from '@dating/domain/tracking'
import { visitorOf } from './visitor.ts'

/** A path on this site to go back to: one starting with a single slash, else the home page. */
export function localReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  if (value.startsWith(cookieConsentPath)) return '/'
  return value.slice(0, 2000)
}

/**
 * The answer posted by the cookie banner or the cookie settings page (decision 059), as the
 * Set-Cookie values to send: the answer itself, and with `all` the tracking of the landing the
 * form carried; `necessary` removes a tracking cookie stored before. Null: no valid answer.
 */
export function cookieConsentAnswer(request: Request, form: FormData): string[] | null {
  const choice = form.get('choice')
  if (!isCookieConsentChoice(choice)) return null
  const visitor = visitorOf(request)
  const cookies = [visitor.setCookie('cookieConsent', choice)]
  if (choice === 'necessary') {
    cookies.push(visitor.clearCookie('tracking'))
    return cookies
  }
  const carried = form.get('tracking')
  const tracking =
    typeof carried === 'string' ? trackingFromQuery(new URLSearchParams(carried)) : null
  if (tracking) cookies.push(visitor.setCookie('tracking', trackingQuery(tracking)))
  return cookies
}
