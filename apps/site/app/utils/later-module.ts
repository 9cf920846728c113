import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A module kept out of the first load (issue 12): `useLaterModule(load, when)` imports it once
 * `when` is true, after hydration (effects never run on the server or during hydration), and
 * answers it once loaded, null before. `load` must be a module-level function. A failed
 * import answers null; the next `start()` or change of `when` tries again.
 */
export function useLaterModule<Module>(
  load: () => Promise<Module>,
  when: boolean,
): { module: Module | null; start: () => void } {
  const [module, setModule] = useState<Module | null>(null)
  const loading = useRef(false)
  const mounted = useRef(true)
  const start = useCallback(() => {
    if (loading.current) return
    loading.current = true
    load().then(
      (loaded) => {
        if (mounted.current) setModule(() => loaded)
      },
      () => {
        loading.current = false
      },
    )
  }, [load])
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    if (when) start()
  }, [when, start])
  return { module, start }
}
