import type { HTMLAttributes } from 'react'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>

/** Text for screen readers only, e.g. the label of an icon-only control. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <span {...props} className={visuallyHidden} />
}
