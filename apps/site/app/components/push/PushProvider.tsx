import { type PushPayload, pushClientMessageType, type PushState } from '@dating/domain/push'
import { useRevalidator } from '@remix-run/react'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  pushRegistration,
  pushSupported,
  readPushState,
  subscribeBrowser,
  subscriptionInput,
} from '~/utils/push-browser.ts'
import { useRootData } from '~/utils/root-data.ts'

/** SPEC §3's push state: capable, subscribed, and the last message pushed to this page. */
export interface PushContextValue {
  state: PushState
  lastMessage: PushPayload | null
  /** Asks for permission, subscribes and stores the subscription; answers the new state. */
  subscribe: () => Promise<PushState>
  /** Ends this browser's subscription here and at the api. */
  unsubscribe: () => Promise<PushState>
}

/** The api client (and its schemas) loads when a subscription is sent, not with every page. */
const notificationCalls = () =>
  import('@dating/api-client/notifications-calls').then((module) =>
    module.notificationCallsInBrowser(),
  )

/** Fired on window when a push arrives while a page is open (detail: the PushPayload). */
export const pushReceivedEvent = 'dating:push-received'

const PushContext = createContext<PushContextValue | null>(null)

export function usePush(): PushContextValue {
  const value = useContext(PushContext)
  if (!value) throw new Error('usePush needs a PushProvider')
  return value
}

/**
 * Registers /sw-push.js for a logged-in member in a browser that can push, keeps SPEC §4's push
 * state, re-sends an existing subscription (so it follows the member who is logged in now) and
 * reloads chats and likes when a message is pushed (SPEC §4).
 */
export function PushProvider({ children }: { children: ReactNode }) {
  const { member, brand } = useRootData()
  const revalidator = useRevalidator()
  const [state, setState] = useState<PushState>('unknown')
  const [lastMessage, setLastMessage] = useState<PushPayload | null>(null)
  const registration = useRef<ServiceWorkerRegistration | null>(null)
  const loggedIn = member !== null
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate

  useEffect(() => {
    if (!loggedIn || !brand.pushPublicKey || !pushSupported()) {
      setState(pushSupported() ? 'unknown' : 'unsupported')
      return
    }
    let cancelled = false
    pushRegistration()
      .then(async (registered) => {
        registration.current = registered
        const found = await readPushState(registered)
        if (found.subscription) {
          const calls = await notificationCalls()
          await calls.subscribePush(subscriptionInput(found.subscription))
        }
        if (!cancelled) setState(found.state)
      })
      .catch((error: unknown) => {
        console.error('[push] service worker registration failed:', error)
        if (!cancelled) setState('unsupported')
      })
    return () => {
      cancelled = true
    }
  }, [loggedIn, brand.pushPublicKey])

  useEffect(() => {
    if (!pushSupported()) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; payload?: PushPayload } | null
      if (data?.type !== pushClientMessageType || !data.payload) return
      setLastMessage(data.payload)
      window.dispatchEvent(new CustomEvent(pushReceivedEvent, { detail: data.payload }))
      // SPEC §4: a pushed chat message reloads chats and likes; likes and matches change the
      // likes and the badges, so they reload the same data.
      revalidate.current()
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [])

  const subscribe = useCallback(async (): Promise<PushState> => {
    const registered = registration.current
    if (!registered || !brand.pushPublicKey) return state
    const result = await subscribeBrowser(registered, brand.pushPublicKey)
    if (result.subscription) {
      try {
        const calls = await notificationCalls()
        await calls.subscribePush(subscriptionInput(result.subscription))
      } catch (error) {
        await result.subscription.unsubscribe().catch(() => false)
        throw error
      }
    }
    setState(result.state)
    return result.state
  }, [brand.pushPublicKey, state])

  const unsubscribe = useCallback(async (): Promise<PushState> => {
    const registered = registration.current
    const subscription = registered ? await registered.pushManager.getSubscription() : null
    if (subscription) {
      const calls = await notificationCalls()
      await calls.unsubscribePush(subscription.endpoint)
      await subscription.unsubscribe()
    }
    const next = (await readPushState(registered)).state
    setState(next)
    return next
  }, [])

  const value = useMemo(
    () => ({ state, lastMessage, subscribe, unsubscribe }),
    [state, lastMessage, subscribe, unsubscribe],
  )
  return <PushContext.Provider value={value}>{children}</PushContext.Provider>
}
