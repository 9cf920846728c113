/**
 * The member's notification settings at /notifications (SPEC §2 screens: email and push
 * notifications, invisible mode, location options): for each kind of news, whether it comes by
 * email and by push.
 */
import * as v from 'valibot'

export const notificationKinds = ['message', 'like', 'match', 'news'] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationChannels = ['email', 'push'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

const perKind = v.object({
  message: v.boolean(),
  like: v.boolean(),
  match: v.boolean(),
  news: v.boolean(),
})
export type PerKind = v.InferOutput<typeof perKind>

export const notificationSettingsSchema = v.object({
  email: perKind,
  push: perKind,
  /** Not shown in search, likes and the match finder while on. */
  invisible: v.boolean(),
})
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>

/** Every kind on by email and by push, visible: what a member has before changing anything. */
export const defaultNotificationSettings: NotificationSettings = {
  email: { message: true, like: true, match: true, news: true },
  push: { message: true, like: true, match: true, news: true },
  invisible: false,
}

export const notificationSettingsResponseSchema = v.object({
  settings: notificationSettingsSchema,
})

/**
 * How notifications of a member who is away are gathered into one mail, and when they count as
 * away (docs/decisions/030-notifications-and-push.md).
 */
export const notificationTiming = {
  /** Seen by the api within this long: online, so no mail (a push still goes out). */
  awayAfterMs: 5 * 60_000,
  /** A mail waits this long after the first news, so news that follows lands in the same mail. */
  batchWindowMs: 15 * 60_000,
  /** At most one notification mail per member in this long. */
  minMailIntervalMs: 60 * 60_000,
  /** How often the api looks for due mails and pending pushes. */
  deliveryIntervalMs: 30_000,
} as const
