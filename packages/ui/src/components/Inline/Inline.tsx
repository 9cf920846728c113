import { type ElementType, forwardRef, type ReactElement, type Ref } from 'react'
import type { Sprinkles } from '../../theme/sprinkles.css.ts'
import { Box, type BoxProps } from '../Box/Box.tsx'

export type InlineProps<E extends ElementType = 'div'> = Omit<
  BoxProps<E>,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> & {
  /** The gap between the children, across and down when they wrap (responsive). */
  space?: Sprinkles['gap']
  /** Where the children sit in the row's height. */
  align?: Sprinkles['alignItems']
  justify?: Sprinkles['justifyContent']
  /** Keep the children on one line; they wrap unless told. */
  nowrap?: boolean
}

/** Children side by side, wrapping onto the next line when the row is full (a phone). */
export const Inline = forwardRef(function Inline(
  { space, align, justify, nowrap = false, ...props }: InlineProps<ElementType>,
  ref: Ref<Element>,
) {
  return (
    <Box
      display="flex"
      flexWrap={nowrap ? 'nowrap' : 'wrap'}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      ref={ref}
      {...(props as BoxProps<ElementType>)}
    />
  )
}) as <E extends ElementType = 'div'>(
  props: InlineProps<E> & { ref?: Ref<Element> },
) => ReactElement | null
