import { badges } from './constants.ts'

/** Text of the unread-messages badge: nothing at zero, `99+` at 100 or more. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null
  return count > badges.unreadCap ? `${badges.unreadCap}+` : String(count)
}

export type CreditsBadgeTone = 'warning' | 'danger'

/** Paid members see their balance when it is 10 or lower: warning above 0, danger at 0. */
export function creditsBadge(
  credits: number,
  paidUser: boolean,
): { text: string; tone: CreditsBadgeTone } | null {
  if (!paidUser || credits > badges.creditsThreshold) return null
  return { text: String(credits), tone: credits > 0 ? 'warning' : 'danger' }
}

/** The browser title is prefixed with unread messages plus new likes, e.g. `(3) Members`. */
export function titleWithCount(title: string, unreadMessages: number, newLikes: number): string {
  const total = unreadMessages + newLikes
  return total > 0 ? `(${total}) ${title}` : title
}
