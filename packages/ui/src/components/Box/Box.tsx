import {
  type ComponentPropsWithoutRef,
  createElement,
  type ElementType,
  forwardRef,
  type ReactElement,
  type Ref,
} from 'react'
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css.ts'
import { cx } from '../../utils/class-names.ts'
import { reset } from './Box.css.ts'

export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /** The element (or component) to render; a `div` unless told. */
  as?: E
  className?: string
} & Omit<ComponentPropsWithoutRef<E>, keyof Sprinkles | 'as' | 'className'>

/** Splits a primitive's props into the sprinkles it styles with and the element's own. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value
    else rest[key] = value
  }
  return { atoms: atoms as Sprinkles, rest }
}

/**
 * The one element every layout primitive renders: the kit's sprinkles as props, so a page sets
 * spacing, alignment and colour from the theme's scale instead of writing a stylesheet.
 */
export const Box = forwardRef(function Box(
  { as, className, ...props }: BoxProps<ElementType>,
  ref: Ref<Element>,
) {
  const { atoms, rest } = splitSprinkles(props)
  return createElement(as ?? 'div', {
    ...rest,
    ref,
    className: cx(reset, sprinkles(atoms), className) || undefined,
  })
}) as <E extends ElementType = 'div'>(
  props: BoxProps<E> & { ref?: Ref<Element> },
) => ReactElement | null
