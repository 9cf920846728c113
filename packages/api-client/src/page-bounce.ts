/** SPEC §7: a landing with this query turns page-bounce logging on. */
export const pageBounceQueryKey = 'lb'

export const pageHiddenPath = '/api/page-hidden.php'

/** The parts of a browser window the logging uses (this package does not load the DOM types). */
export interface BeaconWindow {
  location: { search: string }
  document: {
    visibilityState: string
    addEventListener(type: 'visibilitychange', listener: () => void): void
    removeEventListener(type: 'visibilitychange', listener: () => void): void
  }
  navigator: { sendBeacon?: (url: string, data?: Blob) => boolean }
}

/**
 * When the page was opened with `?lb`, sends POST /api/page-hidden.php as a beacon (an empty
 * JSON body) every time the page goes out of sight, for as long as it stays open. Returns the
 * way to stop, for an effect's clean-up.
 */
export function startPageBounceLogging(target: BeaconWindow): () => void {
  const enabled = new URLSearchParams(target.location.search).has(pageBounceQueryKey)
  if (!enabled || typeof target.navigator.sendBeacon !== 'function') return () => {}
  const onVisibilityChange = () => {
    if (target.document.visibilityState !== 'hidden') return
    const body = new Blob(['{}'], { type: 'application/json' })
    target.navigator.sendBeacon?.(pageHiddenPath, body)
  }
  target.document.addEventListener('visibilitychange', onVisibilityChange)
  return () => target.document.removeEventListener('visibilitychange', onVisibilityChange)
}
