import type { ElementType } from 'react'
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
export function Inline<E extends ElementType = 'div'>({
  space,
  align,
  justify,
  nowrap = false,
  ...props
}: InlineProps<E>) {
  return (
    <Box
      display="flex"
      flexWrap={nowrap ? 'nowrap' : 'wrap'}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      {...(props as BoxProps<E>)}
    />
  )
}
