import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

const source = readFileSync(new URL('../../public/sw-push.js', import.meta.url), 'utf8')

type Listener = (event: unknown) => void

type FakeClient = {
  url: string
  visibilityState: 'visible' | 'hidden'
  postMessage: ReturnType<typeof vi.fn>
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

/** The worker's file run against a fake ServiceWorkerGlobalScope. */
function startWorker(clients: FakeClient[] = []) {
  const listeners = new Map<string, Listener>()
  const showNotification = vi.fn(async () => {})
  const openWindow = vi.fn(async () => null)
  const self = {
    location: new URL('https://flirtwave.example/sw-push.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: { claim: vi.fn(async () => {}), matchAll: vi.fn(async () => clients), openWindow },
  }
  runInNewContext(source, { self, URL })
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve()
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    })
    await pending
  }
  return { dispatch, showNotification, openWindow }
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
})

const likePayload = {
  kind: 'like',
  title: 'Ben mag dich',
  body: 'Schau dir das Profil an.',
  url: '/members/7',
  tag: 'like-7',
  lang: 'de',
}

function client(url: string, visibilityState: 'visible' | 'hidden'): FakeClient {
  return {
    url,
    visibilityState,
    postMessage: vi.fn(),
    focus: vi.fn(async () => {}),
    navigate: vi.fn(async () => {}),
  }
}

describe('sw-push.js', () => {
  it('shows the pushed texts in their language and tells open pages', async () => {
    const page = client('https://flirtwave.example/members', 'hidden')
    const worker = startWorker([page])
    await worker.dispatch('push', pushOf(likePayload))
    expect(worker.showNotification).toHaveBeenCalledWith('Ben mag dich', {
      body: 'Schau dir das Profil an.',
      tag: 'like-7',
      lang: 'de',
      icon: '/apple-touch-icon.png',
      data: { path: '/members/7' },
    })
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'push-received', payload: likePayload })
  })

  it('shows nothing when a visible page already shows what the push is about', async () => {
    const page = client('https://flirtwave.example/chats/3', 'visible')
    const worker = startWorker([page])
    await worker.dispatch('push', pushOf({ ...likePayload, kind: 'message', url: '/chats/3' }))
    expect(worker.showNotification).not.toHaveBeenCalled()
    expect(page.postMessage).toHaveBeenCalled()
  })

  it('opens the page of the notification, in an open window when there is one', async () => {
    const notification = { close: vi.fn(), data: { path: '/members/7' } }
    const lonely = startWorker()
    await lonely.dispatch('notificationclick', { notification })
    expect(lonely.openWindow).toHaveBeenCalledWith('https://flirtwave.example/members/7')

    const page = client('https://flirtwave.example/likes', 'hidden')
    const busy = startWorker([page])
    await busy.dispatch('notificationclick', { notification })
    expect(page.focus).toHaveBeenCalled()
    expect(page.navigate).toHaveBeenCalledWith('https://flirtwave.example/members/7')
  })

  it('never leaves the site, whatever the payload says', async () => {
    const worker = startWorker()
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { path: '//evil.example/x' } },
    })
    expect(worker.openWindow).toHaveBeenCalledWith('https://flirtwave.example/')
    await worker.dispatch('push', {
      data: {
        json: () => {
          throw new Error('not json')
        },
      },
    })
    expect(worker.showNotification).not.toHaveBeenCalled()
  })
})
