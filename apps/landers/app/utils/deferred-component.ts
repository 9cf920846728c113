import { type ComponentType, Suspense, createElement, useEffect } from 'react'

const serverLoads = new Set<Promise<void>>()
/** Deferred components that the page rendered and that have not hydrated yet. */
let unsettled = 0
let whenSettled: (() => void) | undefined

/**
 * A component that the server renders as before while the browser loads its code after
 * hydration, outside the page's first load. The server loads it when its module is evaluated
 * (entry.server awaits `deferredComponentsLoaded` before rendering), so it never suspends there
 * and its markup is in the document. It renders its own `<Suspense>` boundary: in the browser
 * the part inside suspends until its chunk has arrived, and React keeps the server's markup of
 * the boundary until it can hydrate it.
 *
 * React hydrates the inside of a Suspense boundary in a later pass than the page around it, so
 * the part is counted as waiting (for `afterDeferredComponents`) when the boundary renders, in
 * the page's own pass, and the chunk starts loading then too.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined
  let failure: { error: unknown } | undefined
  let loading: Promise<void> | undefined
  let waiting = false
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        failure = { error }
      },
    )
    return loading
  }
  function Loaded(props: Props) {
    useEffect(() => {
      if (!waiting) return
      waiting = false
      unsettled -= 1
      if (unsettled === 0) {
        whenSettled?.()
        whenSettled = undefined
      }
    }, [])
    if (failure) throw failure.error
    if (!loaded) throw preload()
    return createElement(loaded, props)
  }
  function Deferred(props: Props) {
    if (!loaded && !failure && !waiting) {
      waiting = true
      unsettled += 1
      void preload()
    }
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props))
  }
  if (typeof document === 'undefined') serverLoads.add(preload())
  return Object.assign(Deferred, { preload })
}

/** Resolves once the server holds the code of every deferred component. */
export async function deferredComponentsLoaded(): Promise<void> {
  await Promise.all(serverLoads)
}

/**
 * Runs `callback` once every deferred component the page rendered has hydrated (at once when
 * none waits), e.g. to tell end-to-end tests that the page's controls respond.
 */
export function afterDeferredComponents(callback: () => void): void {
  if (unsettled === 0) callback()
  else whenSettled = callback
}
