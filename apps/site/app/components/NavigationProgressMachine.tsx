import { loadingBarMachine } from '@dating/machines/loading-bar'
import { selectIsVisible, selectProgress } from '@dating/machines/loading-bar/selectors'
import {
  type KeyValueStorage,
  readChunkReloadAt,
  writeChunkReloadAt,
} from '@dating/machines/loading-bar/storage'
import { LoadingBar } from '@dating/ui/LoadingBar'
import { useNavigation } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'

/** Messages browsers give when a lazily loaded script of an older deployment is gone. */
const chunkLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

function sessionStorageOrNothing(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}

const browserLoadingBar = loadingBarMachine.provide({
  actions: {
    reloadPage: () => window.location.reload(),
    storeChunkReloadAt: (_, { at }) => writeChunkReloadAt(sessionStorageOrNothing(), at),
  },
})

/** The navigation loading bar (SPEC §4) driven by its machine, fed by Remix's navigation state. */
export function NavigationProgressMachine() {
  const intl = useIntl()
  const navigation = useNavigation()
  const loadingBar = useActorRef(browserLoadingBar, {
    input: { lastChunkReloadAt: readChunkReloadAt(sessionStorageOrNothing()) },
  })
  const visible = useSelector(loadingBar, selectIsVisible)
  const progress = useSelector(loadingBar, selectProgress)
  const navigating = navigation.state !== 'idle'

  useEffect(() => {
    loadingBar.send({ type: navigating ? 'navigation-start' : 'navigation-end' })
  }, [navigating, loadingBar])

  useEffect(() => {
    const onChunkFailure = () => loadingBar.send({ type: 'chunk-load-failed' })
    const onPreloadError = (event: Event) => {
      event.preventDefault()
      onChunkFailure()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason
      const message = reason instanceof Error ? reason.message : String(reason)
      if (chunkLoadFailure.test(message)) onChunkFailure()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [loadingBar])

  return (
    <LoadingBar
      progress={progress}
      visible={visible}
      label={intl.formatMessage({ id: 'loading.page' })}
    />
  )
}
