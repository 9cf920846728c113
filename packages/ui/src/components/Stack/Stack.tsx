import { type ElementType, forwardRef, type ReactElement, type Ref } from 'react'
import type { Sprinkles } from '../../theme/sprinkles.css.ts'
import { Box, type BoxProps } from '../Box/Box.tsx'

export type StackProps<E extends ElementType = 'div'> = Omit<
  BoxProps<E>,
  'display' | 'flexDirection' | 'gap' | 'alignItems'
> & {
  /** The gap between the children, from the theme's space scale (responsive). */
  space?: Sprinkles['gap']
  /** Where the children sit across the column; they stretch to its width unless told. */
  align?: Sprinkles['alignItems']
}

/** Children one under the other with one gap between them. */
export const Stack = forwardRef(function Stack(
  { space, align, ...props }: StackProps<ElementType>,
  ref: Ref<Element>,
) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align}
      ref={ref}
      {...(props as BoxProps<ElementType>)}
    />
  )
}) as <E extends ElementType = 'div'>(
  props: StackProps<E> & { ref?: Ref<Element> },
) => ReactElement | null
