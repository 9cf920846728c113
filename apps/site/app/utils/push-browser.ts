/**
 * The browser's side of Web Push (SPEC §4 push states): whether it can push, what it allows,
 * and the subscription under the brand's VAPID key. No React; PushProvider uses it.
 */
import type { PushState, PushSubscriptionInput } from '@dating/domain/push'
import { pushServiceWorkerPath, pushServiceWorkerScope } from '@dating/domain/push'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  )
}

/** The service worker of /sw-push.js, registered once per page. */
export function pushRegistration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(pushServiceWorkerPath, { scope: pushServiceWorkerScope })
}

/** SPEC §4's state of this browser for the brand's key. */
export async function readPushState(
  registration: ServiceWorkerRegistration | null,
): Promise<{ state: PushState; subscription: PushSubscription | null }> {
  if (!registration) return { state: 'unsupported', subscription: null }
  const subscription = await registration.pushManager.getSubscription()
  if (subscription) return { state: 'subscribed', subscription }
  if (Notification.permission === 'denied') return { state: 'denied', subscription: null }
  return { state: 'not-subscribed', subscription: null }
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
  const binary = atob(padded)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** PushSubscription.toJSON() in the shape POST /api/user.php?push=1 takes. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

/**
 * Asks the browser for permission (only on a click) and subscribes under the key; answers the
 * new state, `denied` when the member refused.
 */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<{ state: PushState; subscription: PushSubscription | null }> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { state: 'denied', subscription: null }
  if (permission !== 'granted') return { state: 'not-subscribed', subscription: null }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  })
  return { state: 'subscribed', subscription }
}
