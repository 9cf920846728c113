import type { ElementType } from 'react'
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
export function Stack<E extends ElementType = 'div'>({ space, align, ...props }: StackProps<E>) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align}
      {...(props as BoxProps<E>)}
    />
  )
}
