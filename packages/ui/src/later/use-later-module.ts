import { useCallback, useEffect, useRef, useState } from 'react'
import { holdLaterCode } from './later-code.ts'

/**
 * A module kept out of the first load: `useLaterModule(load, when)` imports it once `when` is
 * true, after hydration (effects never run on the server or during hydration), and answers it
 * once loaded, null before. `load` must be a module-level function. A failed import answers
 * null; the next `start()` or change of `when` tries again. While it loads, the page counts as
 * waiting for its code (`afterLaterCode`), until the caller has rendered with the module.
 */
export function useLaterModule<Module>(
  load: () => Promise<Module>,
  when: boolean,
): { module: Module | null; start: () => void } {
  const [module, setModule] = useState<Module | null>(null)
  const loading = useRef(false)
  const mounted = useRef(true)
  const release = useRef<(() => void) | null>(null)
  const start = useCallback(() => {
    if (loading.current) return
    loading.current = true
    release.current = holdLaterCode()
    load().then(
      (loaded) => {
        if (mounted.current) setModule(() => loaded)
        else release.current?.()
      },
      () => {
        loading.current = false
        release.current?.()
      },
    )
  }, [load])
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      release.current?.()
    }
  }, [])
  useEffect(() => {
    if (when) start()
  }, [when, start])
  // The caller's effects run after those of what it rendered with the module.
  useEffect(() => {
    if (module) release.current?.()
  }, [module])
  return { module, start }
}
