/**
 * The time bonus (SPEC §4, §9): a logged-in member who has not paid gets TIMEBONUS25 for the
 * first four hours after signup. These rules are shared by the api (which honours the code)
 * and the time-bonus machine (which shows the countdown).
 */
import { timeBonus } from './constants.ts'

/** Milliseconds of the offer left at `now`; 0 when it is over or the member has paid. */
export function timeBonusRemainingMs(signupDate: Date, now: Date, paidUser: boolean): number {
  if (paidUser) return 0
  const ends = signupDate.getTime() + timeBonus.windowSeconds * 1000
  return Math.max(0, ends - now.getTime())
}

/** `hh:mm:ss` of the time left, each part two digits; seconds round up so 0 shows only at the end. */
export function countdownText(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  return parts.map((part) => String(part).padStart(2, '0')).join(':')
}

/** When the offer ends, as an ISO date-time (the welcome code's `expires`). */
export function timeBonusExpires(signupDate: Date): Date {
  return new Date(signupDate.getTime() + timeBonus.windowSeconds * 1000)
}

/**
 * The members area of SPEC §2 (members, members-id, chats, likes, likes-m-id, premium), where
 * the banner shows and the modal's timer runs.
 */
export function isMembersArea(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  return /^\/(members(\/\d+)?|chats|likes(\/m\/\d+)?|premium)$/.test(path)
}

/** SPEC §4: where the member's "not now" on the time-bonus modal is kept (a timestamp). */
export const timeBonusDismissalKey = 'hide-time-bonus-modal'
