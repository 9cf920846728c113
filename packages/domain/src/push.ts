/**
 * Web Push (SPEC §3 push state, §4 push states, §7 POST /api/user.php?push=1): the states the
 * site tracks, the subscription the browser hands over and the payload the api pushes to the
 * service worker at /sw-push.js.
 */
import * as v from 'valibot'

/**
 * SPEC §4: unsupported, or capable and then subscribed, denied or not subscribed. `unknown`
 * while the browser is still being asked.
 */
export const pushStates = [
  'unknown',
  'unsupported',
  'denied',
  'not-subscribed',
  'subscribed',
] as const
export type PushState = (typeof pushStates)[number]

/** Where the service worker for push lives (SPEC §7). */
export const pushServiceWorkerPath = '/sw-push.js'

/**
 * Its scope: a path with no pages, so it never takes the site's root scope from the app's own
 * service worker (installability); push events reach it whatever its scope.
 */
export const pushServiceWorkerScope = '/push-notifications/'

const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/))

/** PushSubscription.toJSON() as the browser gives it; endpoints are checked again by the api. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2048), v.url()),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    // An uncompressed P-256 point is 65 bytes (87 characters in base64url).
    p256dh: v.pipe(base64url, v.minLength(80), v.maxLength(100)),
    // 16 bytes.
    auth: v.pipe(base64url, v.minLength(16), v.maxLength(32)),
  }),
})
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>

/** Body of POST /api/user.php?push=1. */
export const pushSubscribeInputSchema = v.object({ subscription: pushSubscriptionSchema })

/** Body of DELETE /api/push-subscription.php: the browser stopped the subscription. */
export const pushUnsubscribeInputSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(2048), v.url()),
})

export const pushKinds = ['message', 'like', 'match'] as const
export type PushKind = (typeof pushKinds)[number]

/** What the api pushes: the texts already in the recipient's language, and where to go. */
export const pushPayloadSchema = v.object({
  kind: v.picklist(pushKinds),
  title: v.string(),
  body: v.string(),
  /** A path on the site, e.g. `/likes/received`. */
  url: v.pipe(v.string(), v.startsWith('/')),
  /** Notifications with the same tag replace each other (one per conversation or kind). */
  tag: v.string(),
  /** Language of the texts, for the notification's `lang`. */
  lang: v.string(),
})
export type PushPayload = v.InferOutput<typeof pushPayloadSchema>

/** The message the service worker posts to open pages when a push arrives. */
export const pushClientMessageType = 'push-received'
