import { useEffect, useState } from 'react'

let hydratedOnce = false

/**
 * False in the server's markup and in the browser's first render (so hydration matches), true
 * once React runs the page; parts rendered later start true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce)
  useEffect(() => {
    hydratedOnce = true
    setHydrated(true)
  }, [])
  return hydrated
}
