/**
 * A click on a button of server markup made before its code arrived (markupUntilLoaded) did
 * nothing; it is made again on the same button of the markup React renders in its place. Links
 * and submit buttons of a form are left out: the browser follows and submits those itself.
 */

export interface RememberedClick {
  /** Child indexes from the part's wrapper down to the button. */
  path: number[]
  /** What the visitor saw of the button, to check that the path still leads to it. */
  identity: string
}

/** The button a click on `target` pressed, when the browser does nothing with it alone. */
export function deadButtonOf(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null
  if (!button || (button.type !== 'button' && button.form)) return null
  return button
}

function identityOf(button: HTMLButtonElement): string {
  return [
    button.id,
    button.name,
    button.value,
    button.getAttribute('aria-label'),
    button.textContent?.trim(),
  ].join('\n')
}

function pathFrom(root: Element, element: Element): number[] | null {
  const path: number[] = []
  let node: Element = element
  while (node !== root) {
    const parent = node.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, node))
    node = parent
  }
  return path
}

export function rememberClick(root: Element, button: HTMLButtonElement): RememberedClick | null {
  const path = pathFrom(root, button)
  return path ? { path, identity: identityOf(button) } : null
}

function buttonAt(root: Element, path: number[]): HTMLButtonElement | null {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node instanceof HTMLButtonElement ? node : null
}

/**
 * Clicks the remembered button in `root`: the one at the same path when it is still the same
 * button, else the only button that looks the same; nothing when neither is found (the part
 * rendered other props meanwhile).
 */
export function replayClick(click: RememberedClick, root: Element): boolean {
  const atPath = buttonAt(root, click.path)
  const lookalikes = [...root.querySelectorAll('button')].filter(
    (button) => identityOf(button) === click.identity,
  )
  const button =
    atPath && identityOf(atPath) === click.identity
      ? atPath
      : lookalikes.length === 1
        ? lookalikes[0]
        : null
  if (!button || button.disabled || deadButtonOf(button) !== button) return false
  button.click()
  return true
}
