/**
 * SPEC §2: in an installed (standalone) app the browser has no back button, so the top
 * navigation shows one, on these routes only. Each names where "back" leads when there is no
 * page to go back to (the app was opened on it).
 */
const backButtonRoutes: ReadonlyArray<{ route: string; pattern: RegExp; fallback: string }> = [
  { route: 'members-id', pattern: /^\/members\/\d+\/?$/, fallback: '/members' },
  { route: 'likes-type', pattern: /^\/likes\/(received|sent|matches)\/?$/, fallback: '/likes' },
  { route: 'likes-m-id', pattern: /^\/likes\/m\/\d+\/?$/, fallback: '/likes' },
  { route: 'credits', pattern: /^\/credits\/?$/, fallback: '/members' },
  {
    route: 'credits-id-paymentmethod',
    pattern: /^\/credits\/(?!repeat-order\/?$)[^/]+(\/[^/]+)?\/?$/,
    fallback: '/credits',
  },
]

/** Where the standalone app's back button leads from `pathname`, or null: no back button. */
export function backButtonFallback(pathname: string): string | null {
  return backButtonRoutes.find(({ pattern }) => pattern.test(pathname))?.fallback ?? null
}

/** SPEC §4: the app badge shows unread messages plus new likes. */
export function appBadgeCount(member: { unreadMessages: number; newLikes: number } | null): number {
  return member ? Math.max(0, member.unreadMessages) + Math.max(0, member.newLikes) : 0
}
