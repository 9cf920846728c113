import { notificationCallsInBrowser } from '@dating/api-client/notifications-calls'
import { type PushPayload, pushClientMessageType, type PushState } from '@dating/domain/push'
import { useRevalidator } from '@remix-run/react'
import { type Dispatch, type MutableRefObject, type SetStateAction, useEffect, useRef } from 'react'
import {
  pushRegistration,
  pushSupported,
  readPushState,
  subscribeBrowser,
  subscriptionInput,
} from '~/utils/push-browser.ts'
import { useRootData } from '~/utils/root-data.ts'
import { pushReceivedEvent } from './push-received-event.ts'

export interface PushServiceProps {
  registration: MutableRefObject<ServiceWorkerRegistration | null>
  setState: Dispatch<SetStateAction<PushState>>
  setLastMessage: Dispatch<SetStateAction<PushPayload | null>>
}

/**
 * Registers /sw-push.js for a logged-in member in a browser that can push, re-sends an
 * existing subscription (so it follows the member who is logged in now) and reloads chats and
 * likes when a message is pushed (SPEC §4); `PushProvider` loads it for members, after hydration.
 */
export function PushService({ registration, setState, setLastMessage }: PushServiceProps) {
  const { member, brand } = useRootData()
  const revalidator = useRevalidator()
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
          await notificationCallsInBrowser().subscribePush(subscriptionInput(found.subscription))
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
  }, [loggedIn, brand.pushPublicKey, registration, setState])

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
  }, [setLastMessage])

  return null
}

/** Asks for permission, subscribes and stores the subscription at the api; answers the state. */
export async function subscribeHere(
  registered: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushState> {
  const result = await subscribeBrowser(registered, publicKey)
  if (result.subscription) {
    try {
      await notificationCallsInBrowser().subscribePush(subscriptionInput(result.subscription))
    } catch (error) {
      await result.subscription.unsubscribe().catch(() => false)
      throw error
    }
  }
  return result.state
}

/** Ends this browser's subscription here and at the api; answers the new state. */
export async function unsubscribeHere(
  registered: ServiceWorkerRegistration | null,
): Promise<PushState> {
  const subscription = registered ? await registered.pushManager.getSubscription() : null
  if (subscription) {
    await notificationCallsInBrowser().unsubscribePush(subscription.endpoint)
    await subscription.unsubscribe()
  }
  return (await readPushState(registered)).state
}
