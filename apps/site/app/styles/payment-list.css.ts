import { breakpoints } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`

// The member's payments: a table of four columns from 576 px. On a phone four columns of long
// words ("Päivämäärä", "Yhteensä") do not fit, so each payment takes two lines instead: the
// package and its amount, then the date and the status.

/** The table and its body become plain blocks on a phone. */
export const list = style({
  '@media': { [phone]: { display: 'block' } },
})

/** The column names, which the two-line rows make plain, are for screen readers on a phone. */
export const head = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
})

export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: vars.space.md,
      paddingBlock: vars.space.xs,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})

const place = (column: number, row: number) =>
  style({
    '@media': {
      [phone]: {
        gridColumn: column,
        gridRow: row,
        borderBottom: 'none',
        paddingBlock: 0,
        textAlign: column === 1 ? 'start' : 'end',
        // The date and status line is quieter than the package and its amount.
        color: row === 2 ? vars.color.muted : undefined,
      },
    },
  })

export const item = place(1, 1)
export const amount = place(2, 1)
export const date = place(1, 2)
export const status = place(2, 2)
