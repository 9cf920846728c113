/**
 * What a visitor did in server markup before its code arrived (markupUntilLoaded): what they
 * entered in its controls and the last button they pressed, read from that markup and carried
 * into the markup React renders in its place. Loaded only when a part has controls or was
 * clicked, so pages pay for it after hydration, not in their first load.
 */
import { type EnteredInput, readEnteredInput } from './carry-over-input.ts'
import { type RememberedClick, deadButtonOf, rememberClick } from './replay-click.ts'

export { carryOverEnteredInput } from './carry-over-input.ts'
export { replayClick } from './replay-click.ts'

export interface DoneInMarkup {
  entered: EnteredInput
  click: RememberedClick | null
}

export function readDoneInMarkup(root: Element, clicked: EventTarget | null): DoneInMarkup {
  const button = deadButtonOf(clicked)
  return {
    entered: readEnteredInput(root),
    click: button && root.contains(button) ? rememberClick(root, button) : null,
  }
}
