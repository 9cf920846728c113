import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type EnteredInput, carryOverEnteredInput, readEnteredInput } from './carry-over-input.ts'

// Layout effects are for the browser only; the server renders the loaded part and runs none.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const serverLoads = new Set<Promise<unknown>>()
/** Components whose server markup still waits for their code. */
let waiting = 0
let whenLoaded: (() => void) | undefined

/**
 * A part of a page that the server renders as before while the browser loads its code after
 * hydration, outside the first load (issue 12). The server holds its code before the first
 * render (entry.server awaits `markupComponentsLoaded`). In the browser, React leaves the
 * server's markup inside the wrapper alone while hydrating (an element with
 * `dangerouslySetInnerHTML` has no children to hydrate), and once the code has arrived the part
 * renders in a fresh wrapper, replacing that markup with the same in one commit. Unlike a
 * suspended `<Suspense>` boundary, no update of the router or the layout before then can throw
 * the markup away, and props that changed meanwhile (a revalidation) show once it renders.
 * Controls in that markup answer once the code has arrived, as before hydration; what the
 * visitor entered in them meanwhile (a checked radio, typed text) is carried into the new
 * markup (carry-over-input.ts).
 */
export function markupUntilLoaded<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  function MarkupUntilLoaded(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded)
    const wrapper = useRef<HTMLDivElement>(null)
    const entered = useRef<EnteredInput | null>(null)
    useEffect(() => {
      if (Component) return
      waiting += 1
      let current = true
      void preload().then((component) => {
        if (!current) return
        if (wrapper.current) entered.current = readEnteredInput(wrapper.current)
        setComponent(() => component)
      })
      return () => {
        current = false
        settle()
      }
    }, [Component])
    useBrowserLayoutEffect(() => {
      if (!Component || !entered.current || !wrapper.current) return
      carryOverEnteredInput(entered.current, wrapper.current)
      entered.current = null
    }, [Component])
    if (Component) {
      return (
        <div key="loaded" ref={wrapper}>
          <Component {...props} />
        </div>
      )
    }
    return (
      <div
        key="server-markup"
        ref={wrapper}
        suppressHydrationWarning
        dangerouslySetInnerHTML={noHtml}
      />
    )
  }
  if (typeof document === 'undefined') serverLoads.add(preload())
  return Object.assign(MarkupUntilLoaded, { preload })
}

const noHtml = { __html: '' }

function settle() {
  waiting -= 1
  if (waiting === 0) {
    whenLoaded?.()
    whenLoaded = undefined
  }
}

/** Resolves once the server holds the code of every such component. */
export async function markupComponentsLoaded(): Promise<void> {
  await Promise.all(serverLoads)
}

/**
 * Runs `callback` once every such component the page rendered has its code (at once when none
 * waits), e.g. to tell end-to-end tests that the page's controls respond.
 */
export function afterMarkupComponentsLoaded(callback: () => void): void {
  if (waiting === 0) callback()
  else whenLoaded = callback
}
