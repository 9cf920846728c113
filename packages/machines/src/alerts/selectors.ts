import {
  type AlertFacts,
  type AlertId,
  alertIds,
  alertShows,
  type DismissibleAlert,
  isDismissibleAlert,
} from '@dating/domain/alerts'
import type { SnapshotFrom } from 'xstate'
import type { alertsMachine } from './machine.ts'

type AlertsSnapshot = SnapshotFrom<typeof alertsMachine>

/** An alert whose button is working or just worked stays until its outcome was shown. */
const busyTags: Partial<Record<AlertId, readonly string[]>> = {
  disabledNotifications: ['mail-enabling', 'mail-enabled', 'mail-failed'],
  push: ['push-enabling', 'push-enabled', 'push-failed'],
}

/**
 * The alerts to show now, most urgent first. Until the dismissals were read (and so on the
 * server) only the activation reminder, which cannot be dismissed, so no dismissed alert flashes.
 */
export function selectVisibleAlerts(snapshot: AlertsSnapshot): AlertId[] {
  const { context } = snapshot
  const dismissed = new Set(Object.keys(context.dismissedAt) as DismissibleAlert[])
  const facts = { ...context, dismissed }
  const ready = snapshot.hasTag('ready')
  return alertIds.filter(
    (alert) =>
      (ready || !isDismissibleAlert(alert)) &&
      (alertShows(alert, facts) ||
        (!dismissed.has(alert as DismissibleAlert) &&
          (busyTags[alert] ?? []).some((tag) => snapshot.hasTag(tag)))),
  )
}

/**
 * The one alert shown at a time, the most urgent of the visible ones: a page (the first after a
 * signup above all) keeps its content in view, and the next alert follows a dismissal.
 */
export function selectShownAlert(snapshot: AlertsSnapshot): AlertId | undefined {
  return selectVisibleAlerts(snapshot)[0]
}

/**
 * What `selectVisibleAlerts` answers before the dismissals were read, without the machine: the
 * page shows these while the machine (and xstate) still loads.
 */
export function selectAlertsBeforeReady(facts: Omit<AlertFacts, 'dismissed'>): AlertId[] {
  const noDismissals = { ...facts, dismissed: new Set<DismissibleAlert>() }
  return alertIds.filter((alert) => !isDismissibleAlert(alert) && alertShows(alert, noDismissals))
}

export type ButtonStatus = 'idle' | 'working' | 'done' | 'failed'

function buttonStatus(snapshot: AlertsSnapshot, prefix: 'mail' | 'push'): ButtonStatus {
  if (snapshot.hasTag(`${prefix}-enabling`)) return 'working'
  if (snapshot.hasTag(`${prefix}-enabled`)) return 'done'
  if (snapshot.hasTag(`${prefix}-failed`)) return 'failed'
  return 'idle'
}

/** The disabled-notifications alert's "turn mail back on" button. */
export const selectMailStatus = (snapshot: AlertsSnapshot) => buttonStatus(snapshot, 'mail')

/** The push alert's "turn on" button. */
export const selectPushStatus = (snapshot: AlertsSnapshot) => buttonStatus(snapshot, 'push')

/** When the member dismissed an alert (ms since epoch), or null. */
export function selectDismissedAt(snapshot: AlertsSnapshot, alert: DismissibleAlert) {
  return snapshot.context.dismissedAt[alert] ?? null
}

export const selectPushState = (snapshot: AlertsSnapshot) => snapshot.context.push
