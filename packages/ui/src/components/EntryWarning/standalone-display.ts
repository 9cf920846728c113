import { useSyncExternalStore } from 'react'

// Its own module: headers ask it on every page, while the warning's dialog loads only where
// the warning shows.
const standaloneQuery = '(display-mode: standalone)'

function subscribeToDisplayMode(onChange: () => void) {
  const list = window.matchMedia(standaloneQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the page runs as an installed app (standalone display, or iOS's home-screen mode);
 * null on the server and while hydrating.
 */
export function useStandaloneDisplay(): boolean | null {
  return useSyncExternalStore(
    subscribeToDisplayMode,
    () =>
      window.matchMedia(standaloneQuery).matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    () => null,
  )
}
