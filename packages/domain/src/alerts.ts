/**
 * The alerts of SPEC §4 that the default layout shows above the page: the activation reminder,
 * the profile-photo alert, the push alert and the disabled-notifications alert. Each shows only
 * on the pages SPEC §4 allows; the last three stay away once dismissed (a timestamp in the
 * browser's persistent storage under the keys SPEC §4 names). @dating/machines/alerts runs them.
 */
import type { NotificationDisabledReason, ProfileStatus, UserStatus } from './profile-attributes.ts'
import type { PushState } from './push.ts'

/** In the order they stack: the most urgent first. */
export const alertIds = ['activation', 'disabledNotifications', 'profilePhoto', 'push'] as const
export type AlertId = (typeof alertIds)[number]

/** Alerts a member can close for good; the activation reminder goes away by activating. */
export type DismissibleAlert = Exclude<AlertId, 'activation'>

/** SPEC §4's storage keys. */
export const alertDismissalKeys = {
  profilePhoto: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
} as const satisfies Record<DismissibleAlert, string>

export const dismissibleAlerts = Object.keys(alertDismissalKeys) as DismissibleAlert[]

export function isDismissibleAlert(id: AlertId): id is DismissibleAlert {
  return id !== 'activation'
}

/** A stored dismissal is the time (ms since epoch) the member closed the alert. */
export function isDismissal(stored: string | null | undefined): boolean {
  if (stored === null || stored === undefined) return false
  const time = Number(stored)
  return Number.isFinite(time) && time > 0
}

/** What the alerts need to know about the logged-in member. */
export interface AlertMember {
  status: UserStatus
  profileStatus: ProfileStatus
  notificationsDisabled: readonly NotificationDisabledReason[]
  hasMainImage: boolean
}

export interface AlertFacts {
  /** Null for a visitor. */
  member: AlertMember | null
  pathname: string
  /** The browser's push state (SPEC §4); `unknown` until it was checked. */
  push: PushState
  /** Whether the brand has a VAPID public key (settings push_public_key). */
  pushKeySet: boolean
  /** Alerts the member dismissed. */
  dismissed: ReadonlySet<DismissibleAlert>
}

/** Paths of the routes SPEC §4 keeps each alert away from. */
const quietPaths: Record<AlertId, readonly RegExp[]> = {
  // Signup (with and without a target profile), settings and notifications; also the pages
  // that show the activation state with their own send-again button, and the deletion flow,
  // which belongs to the settings.
  activation: [
    /^\/signup$/,
    /^\/members\/[^/]+\/signup$/,
    /^\/settings$/,
    /^\/notifications$/,
    /^\/account\/delete$/,
    /^\/complete-signup$/,
    /^\/activate\/error$/,
  ],
  // Profile, signup, activate-done, premium, notifications, directdebit, settings; and
  // complete-signup, which holds the photo upload itself, as /profile does.
  profilePhoto: [
    /^\/profile$/,
    /^\/signup$/,
    /^\/members\/[^/]+\/signup$/,
    /^\/complete-signup$/,
    /^\/activate\/done$/,
    /^\/premium$/,
    /^\/notifications$/,
    /^\/directdebit$/,
    /^\/settings$/,
    /^\/account\/delete$/,
  ],
  // Signup, notifications (which has the push option itself), activate-done, directdebit,
  // premium.
  push: [
    /^\/signup$/,
    /^\/members\/[^/]+\/signup$/,
    /^\/complete-signup$/,
    /^\/notifications$/,
    /^\/activate\/done$/,
    /^\/directdebit$/,
    /^\/premium$/,
  ],
  // Settings and notifications, where the email settings (and the way back) are.
  disabledNotifications: [/^\/settings$/, /^\/notifications$/, /^\/account\/delete$/],
}

function normalisedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function isQuietPath(alert: AlertId, pathname: string): boolean {
  const path = normalisedPath(pathname)
  return quietPaths[alert].some((pattern) => pattern.test(path))
}

/** SPEC §4: the push option is for logged-in, capable, unsubscribed members with a key set. */
export function isPushAvailable(facts: Pick<AlertFacts, 'member' | 'push' | 'pushKeySet'>) {
  return facts.member !== null && facts.pushKeySet && facts.push === 'not-subscribed'
}

/** Whether SPEC §4 lets the alert show with these facts. */
export function alertShows(alert: AlertId, facts: AlertFacts): boolean {
  const { member } = facts
  if (member === null || isQuietPath(alert, facts.pathname)) return false
  if (isDismissibleAlert(alert) && facts.dismissed.has(alert)) return false
  switch (alert) {
    case 'activation':
      // A bounced or unsubscribed address would not get the mail the reminder promises.
      return (
        member.notificationsDisabled.length === 0 &&
        member.status === 'not_confirmed' &&
        member.profileStatus === 'disabled'
      )
    case 'profilePhoto':
      return !member.hasMainImage
    case 'push':
      return isPushAvailable(facts)
    case 'disabledNotifications':
      return member.notificationsDisabled.length > 0
  }
}

export function visibleAlerts(facts: AlertFacts): AlertId[] {
  return alertIds.filter((alert) => alertShows(alert, facts))
}

/**
 * Which reason the disabled-notifications alert explains: a complaint (fbl) weighs most, then
 * a bounce (the address itself is wrong), then an unsubscribe link.
 */
export function mainDisabledReason(
  reasons: readonly NotificationDisabledReason[],
): NotificationDisabledReason | null {
  for (const reason of ['fbl', 'bounce', 'listunsubscribe'] as const) {
    if (reasons.includes(reason)) return reason
  }
  return null
}
