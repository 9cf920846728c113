import {
  type CSSProperties,
  type ComponentType,
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useRef,
} from 'react'
import { holdLaterCode, loadOnServer } from './later-code.ts'

export interface MarkupUntilLoadedOptions {
  /**
   * `contents` when the part's own elements must stay the items of a flex or grid parent (or a
   * sticky header must stick in the page, not in its wrapper): the wrapper then makes no box.
   * The default is a block `<div>`.
   */
  display?: 'block' | 'contents'
}

const noBox: CSSProperties = { display: 'contents' }

/** Lets the loaded part tell its wrapper that it has hydrated (for `afterLaterCode`). */
const HydratedSignal = createContext<{ current: (() => void) | null } | null>(null)

function SignalWhenHydrated({ children }: { children: React.ReactNode }) {
  const signal = useContext(HydratedSignal)
  useEffect(() => {
    signal?.current?.()
  }, [signal])
  return children
}

/**
 * A part of a page whose code is split off the first load: `React.lazy` in a `<Suspense>`
 * boundary (docs/later-code.md has the rules). The server renders it with its code (the app's
 * entry.server awaits `markupComponentsLoaded`), so the HTML holds the part and works without
 * JavaScript. In the browser React keeps that markup as it is and hydrates the boundary in place
 * once the chunk has arrived: nothing is replaced, so what a visitor typed stays, and React
 * hydrates a boundary that is clicked first. The boundary is memoised: a parent's render with
 * the same props does not reach it, so it cannot lose its server markup to an update before it
 * has hydrated (React would render it on the client from scratch). Props that do change (a
 * revalidation) reach it in the router's transition, which waits for the chunk.
 */
export function markupUntilLoaded<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: MarkupUntilLoadedOptions = {},
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
  // Typed as the part itself: lazy() and memo() add ref handling these parts never use.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<Props>
  const style = options.display === 'contents' ? noBox : undefined

  function Part(props: Props) {
    // On the server the code is held before rendering: render it at once, as React.lazy would
    // only after suspending (which would stream the part after the shell).
    const Loaded = typeof document === 'undefined' ? loaded : undefined
    return (
      <Suspense fallback={null}>
        {Loaded ? <Loaded {...props} /> : <LazyPart {...props} />}
      </Suspense>
    )
  }
  function LazyPart(props: Props) {
    return (
      <SignalWhenHydrated>
        <Lazy {...props} />
      </SignalWhenHydrated>
    )
  }
  const MemoPart = memo(Part) as unknown as ComponentType<Props>

  function MarkupUntilLoaded(props: Props) {
    const signal = useRef<(() => void) | null>(null)
    useEffect(() => {
      if (loaded) return
      const release = holdLaterCode()
      signal.current = release
      return release
    }, [])
    return (
      <HydratedSignal.Provider value={signal}>
        <div style={style}>
          <MemoPart {...props} />
        </div>
      </HydratedSignal.Provider>
    )
  }
  if (typeof document === 'undefined') loadOnServer(preload())
  return Object.assign(MarkupUntilLoaded, { preload })
}
