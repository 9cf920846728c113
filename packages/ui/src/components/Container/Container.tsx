import { createElement, type HTMLAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Container.css.ts'

export type ContainerProps = HTMLAttributes<HTMLElement> &
  styles.ContainerVariants & {
    as?: 'div' | 'main' | 'section'
  }

/** Centres page content with the same side padding as the navigation bar and footer. */
export function Container({ as = 'div', width, className, ...elementProps }: ContainerProps) {
  return createElement(as, {
    className: cx(styles.container({ width }), className),
    ...elementProps,
  })
}
