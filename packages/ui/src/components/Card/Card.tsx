import { createElement, forwardRef, type HTMLAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Card.css.ts'

export type CardProps = HTMLAttributes<HTMLElement> &
  styles.CardVariants & {
    /** Landmark-free `div` by default; `section`/`article` when the card is a unit of content. */
    as?: 'div' | 'section' | 'article' | 'aside' | 'li'
  }

export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', padding, elevation, className, ...elementProps },
  ref,
) {
  return createElement(Element, {
    ref,
    className: cx(styles.card({ padding, elevation }), className),
    ...elementProps,
  })
})
