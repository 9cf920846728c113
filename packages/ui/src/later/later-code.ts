/**
 * One registry of the parts of a page whose code loads after hydration (`markupUntilLoaded`,
 * `useLaterModule`), so that one mark (the apps' `data-hydrated`, which end-to-end tests wait
 * for) means every such part the page started has its code and responds.
 */

const serverLoads = new Set<Promise<unknown>>()
/** Parts in the browser that still wait for their code. */
let waiting = 0
let whenLoaded: (() => void)[] = []

/** The server renders a `markupUntilLoaded` part with its code: the first render waits for it. */
export function loadOnServer(load: Promise<unknown>): void {
  serverLoads.add(load)
}

/** Resolves once the server holds the code of every `markupUntilLoaded` part. */
export async function markupComponentsLoaded(): Promise<void> {
  await Promise.all(serverLoads)
}

/** Counts a part as waiting for its code until the answer is called (once; more calls do nothing). */
export function holdLaterCode(): () => void {
  waiting += 1
  let held = true
  return () => {
    if (!held) return
    held = false
    waiting -= 1
    if (waiting > 0) return
    const callbacks = whenLoaded
    whenLoaded = []
    for (const callback of callbacks) callback()
  }
}

/**
 * Runs `callback` once every part the page started loading has its code (at once when none
 * waits). Parts count from their first effect, so a callback registered in the root's effect
 * (which runs after its children's) sees every part of the hydrated page.
 */
export function afterLaterCode(callback: () => void): void {
  if (waiting === 0) callback()
  else whenLoaded.push(callback)
}
