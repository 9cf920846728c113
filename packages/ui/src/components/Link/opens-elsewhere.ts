import type { MouseEvent } from 'react'

/**
 * Whether a click on a link asks the browser for something of its own (a new tab or window, a
 * download, another button): a link that opens a dialog or sends an event on a plain click
 * leaves such clicks alone.
 */
export const opensElsewhere = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
