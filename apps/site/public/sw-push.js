/*
 * The service worker for Web Push (SPEC §7: registered at /sw-push.js). The api sends the
 * texts already in the member's language (PushPayload of @dating/domain/push): this worker
 * shows them, tells open pages so they reload chats and likes (SPEC §4), and opens the right
 * page when the notification is clicked. A plain file: it must be served from the site's own
 * origin, unbundled, under a strict Content-Security-Policy.
 */

const pushClientMessageType = 'push-received'
const fallbackPayload = { kind: 'message', title: '', body: '', url: '/', tag: 'news', lang: '' }

/** The payload of a push event; a malformed one still shows something and opens the site. */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : null
    if (data && typeof data.title === 'string' && typeof data.url === 'string') return data
  } catch {
    // Not JSON: fall through.
  }
  return fallbackPayload
}

/** Only paths on this site: a payload can never send the member elsewhere. */
function sameOriginUrl(path) {
  const home = new URL('/', self.location.origin).href
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return home
  const url = new URL(path, self.location.origin)
  return url.origin === self.location.origin ? url.href : home
}

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('push', (event) => {
  const payload = payloadOf(event)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const client of windows) {
        client.postMessage({ type: pushClientMessageType, payload })
      }
      const target = sameOriginUrl(payload.url)
      // A page showing exactly what the push is about already tells the member.
      const alreadyShown = windows.some(
        (client) => client.visibilityState === 'visible' && client.url === target,
      )
      if (alreadyShown || !payload.title) return
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        lang: payload.lang,
        icon: '/apple-touch-icon.png',
        data: { path: payload.url },
      })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = sameOriginUrl(event.notification.data ? event.notification.data.path : '/')
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        if (open.url !== target && 'navigate' in open) await open.navigate(target)
        return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
