import type { PushPayload, PushState } from '@dating/domain/push'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLaterModule } from '@dating/ui/later'
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

const PushContext = createContext<PushContextValue | null>(null)

export function usePush(): PushContextValue {
  const value = useContext(PushContext)
  if (!value) throw new Error('usePush needs a PushProvider')
  return value
}

/** The service worker, the push api and the api client load for members, after hydration. */
const loadPushService = () => import('./PushService.tsx')

/**
 * Keeps SPEC §4's push state for the page; `PushService` registers /sw-push.js for a
 * logged-in member and reloads chats and likes when a message is pushed.
 */
export function PushProvider({ children }: { children: ReactNode }) {
  const { member, brand } = useRootData()
  const [state, setState] = useState<PushState>('unknown')
  const [lastMessage, setLastMessage] = useState<PushPayload | null>(null)
  const registration = useRef<ServiceWorkerRegistration | null>(null)
  const { module } = useLaterModule(loadPushService, member !== null)

  const subscribe = useCallback(async (): Promise<PushState> => {
    const registered = registration.current
    if (!registered || !brand.pushPublicKey) return state
    const { subscribeHere } = await loadPushService()
    const next = await subscribeHere(registered, brand.pushPublicKey)
    setState(next)
    return next
  }, [brand.pushPublicKey, state])

  const unsubscribe = useCallback(async (): Promise<PushState> => {
    const { unsubscribeHere } = await loadPushService()
    const next = await unsubscribeHere(registration.current)
    setState(next)
    return next
  }, [])

  const value = useMemo(
    () => ({ state, lastMessage, subscribe, unsubscribe }),
    [state, lastMessage, subscribe, unsubscribe],
  )
  return (
    <PushContext.Provider value={value}>
      {children}
      {module ? (
        <module.PushService
          registration={registration}
          setState={setState}
          setLastMessage={setLastMessage}
        />
      ) : null}
    </PushContext.Provider>
  )
}
