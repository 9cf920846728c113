import { type ElementType, forwardRef, type ReactElement, type Ref } from 'react'
import type { Sprinkles } from '../../theme/sprinkles.css.ts'
import { cx } from '../../utils/class-names.ts'
import { Box, type BoxProps } from '../Box/Box.tsx'
import * as styles from './Tiles.css.ts'

export type TilesProps<E extends ElementType = 'div'> = Omit<
  BoxProps<E>,
  'display' | 'gridTemplateColumns' | 'gap'
> & {
  /** Columns of equal width, 1 to 6 (responsive: `{ mobile: 2, sm: 3, lg: 4 }`); one unless told. */
  columns?: Sprinkles['gridTemplateColumns']
  /** The gap between the tiles, across and down (responsive). */
  space?: Sprinkles['gap']
  /** Stretch each tile's content to the row's height (cards of different text lengths). */
  equalHeight?: boolean
}

/** Children in a grid of equal columns; the count can change with the width. */
export const Tiles = forwardRef(function Tiles(
  { columns, space, equalHeight = false, className, ...props }: TilesProps<ElementType>,
  ref: Ref<Element>,
) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={columns}
      gap={space}
      className={cx(equalHeight && styles.equalHeight, className)}
      ref={ref}
      {...(props as BoxProps<ElementType>)}
    />
  )
}) as unknown as <E extends ElementType = 'div'>(
  props: TilesProps<E> & { ref?: Ref<Element> },
) => ReactElement | null
