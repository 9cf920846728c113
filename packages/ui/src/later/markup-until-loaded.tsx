import {
  type CSSProperties,
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { DoneInMarkup } from './carry-over.ts'
import { holdLaterCode, loadOnServer } from './later-code.ts'
import type { RememberedClick } from './replay-click.ts'

// Layout effects are for the browser only; the server renders the loaded part and runs none.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

type CarryOver = typeof import('./carry-over.ts')
let carryOverLoading: Promise<CarryOver | null> | undefined
/** The carry-over code, loaded beside a part's own code only when the visitor may have acted. */
function loadCarryOver() {
  carryOverLoading ??= import('./carry-over.ts').catch(() => {
    carryOverLoading = undefined
    return null
  })
  return carryOverLoading
}

export interface MarkupUntilLoadedOptions {
  /**
   * `contents` when the part's own elements must stay the items of a flex or grid parent (or a
   * sticky header must stick in the page, not in its wrapper): the wrapper then makes no box.
   * The default is a block `<div>`.
   */
  display?: 'block' | 'contents'
}

const noHtml = { __html: '' }
const noBox: CSSProperties = { display: 'contents' }

/**
 * A part of a page that the server renders as before while the browser loads its code after
 * hydration, outside the first load. The server holds its code before the first render (the
 * app's entry.server awaits `markupComponentsLoaded`). In the browser, React leaves the
 * server's markup inside the wrapper alone while hydrating (an element with
 * `dangerouslySetInnerHTML` has no children to hydrate), and once the code has arrived the part
 * renders in a fresh wrapper, replacing that markup with the same in one commit. Unlike a
 * suspended `<Suspense>` boundary, no update of the router or the layout before then can throw
 * the markup away, and props that changed meanwhile (a revalidation) show once it renders.
 *
 * Controls in that markup answer once the code has arrived, as before hydration. What the
 * visitor did meanwhile is not lost: what they entered (a checked radio, typed text) is carried
 * into the new markup, and the last button they pressed is pressed again once React has
 * rendered what they entered (carry-over.ts). Until then the part counts as waiting for its
 * code (`afterLaterCode`).
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
  const style = options.display === 'contents' ? noBox : undefined

  function MarkupUntilLoaded(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded)
    const [replay, setReplay] = useState<{ carryOver: CarryOver; click: RememberedClick }>()
    const wrapper = useRef<HTMLDivElement>(null)
    const done = useRef<{ carryOver: CarryOver; done: DoneInMarkup } | null>(null)
    useEffect(() => {
      const element = wrapper.current
      if (Component || !element) return
      const release = holdLaterCode()
      let clicked: EventTarget | null = null
      const noteClick = (event: Event) => {
        clicked = event.target
        void loadCarryOver()
      }
      element.addEventListener('click', noteClick, true)
      if (element.querySelector('input, select, textarea')) void loadCarryOver()
      let current = true
      void preload().then(async (component) => {
        const carryOver = carryOverLoading && (await carryOverLoading)
        if (!current) return
        if (carryOver)
          done.current = { carryOver, done: carryOver.readDoneInMarkup(element, clicked) }
        setComponent(() => component)
      })
      return () => {
        current = false
        element.removeEventListener('click', noteClick, true)
        release()
      }
    }, [Component])
    useBrowserLayoutEffect(() => {
      const carried = done.current
      if (!Component || !carried || !wrapper.current) return
      done.current = null
      carried.carryOver.carryOverEnteredInput(carried.done.entered, wrapper.current)
      // Pressed in the next commit, once React has rendered the carried input, so that the
      // button's handler sees it.
      const { click } = carried.done
      if (click) setReplay({ carryOver: carried.carryOver, click })
    }, [Component])
    useEffect(() => {
      if (replay && wrapper.current) replay.carryOver.replayClick(replay.click, wrapper.current)
    }, [replay])
    if (Component) {
      return (
        <div key="loaded" ref={wrapper} style={style}>
          <Component {...props} />
        </div>
      )
    }
    return (
      <div
        key="server-markup"
        ref={wrapper}
        style={style}
        suppressHydrationWarning
        dangerouslySetInnerHTML={noHtml}
      />
    )
  }
  if (typeof document === 'undefined') loadOnServer(preload())
  return Object.assign(MarkupUntilLoaded, { preload })
}
