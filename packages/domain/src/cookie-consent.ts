/**
 * The visitor's answer to the cookie banner (decision 059): `all` allows the one cookie that
 * is not strictly necessary (affiliate attribution, `tracking`), `necessary` refuses it. No
 * answer yet: nothing beyond the necessary is stored, and the banner asks.
 */
export const cookieConsentChoices = ['all', 'necessary'] as const
export type CookieConsentChoice = (typeof cookieConsentChoices)[number]

/** The answer is kept for six months, then asked again (the CNIL's and the EDPB's practice). */
export const cookieConsentCookie = { name: 'cookie_consent', maxAgeDays: 180 } as const

/** Where the banner posts and where the footer's "Cookie settings" leads, in both apps. */
export const cookieConsentPath = '/cookie-consent'

export function isCookieConsentChoice(value: unknown): value is CookieConsentChoice {
  return (cookieConsentChoices as readonly unknown[]).includes(value)
}

/** The stored answer, or null when the visitor has not answered (or the cookie is not ours). */
export function cookieConsentOf(value: string | undefined | null): CookieConsentChoice | null {
  return isCookieConsentChoice(value) ? value : null
}

/** Whether what needs consent may be stored. */
export function allowsAttribution(choice: CookieConsentChoice | null): boolean {
  return choice === 'all'
}
