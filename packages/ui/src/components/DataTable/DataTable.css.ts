import { globalStyle, style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const rowTones = ['default', 'danger', 'muted'] as const

const wide = mediaQueries.md

export const frame = style({
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
})

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  borderBottom: `1px solid ${vars.color.border}`,
})

/** Phones get one card per row; the header row comes back from 768 px. */
export const head = style({
  display: 'none',
  '@media': { [wide]: { display: 'table-header-group' } },
})

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.muted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})

export const row = recipe({
  base: {
    display: 'block',
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [wide]: { display: 'table-row', padding: 0 } },
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
  variants: {
    tone: {
      default: {},
      danger: {
        background: vars.color.dangerSoft,
        boxShadow: `inset 4px 0 0 ${vars.color.danger}`,
      },
      muted: { color: vars.color.muted },
    },
  },
  defaultVariants: { tone: 'default' },
})

export type RowVariants = NonNullable<RecipeVariants<typeof row>>

export const cell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 35%) 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.regular,
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
})

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  '@media': { [wide]: { textAlign: 'end' } },
})

/** The column's name beside each value on phones, where the header row is hidden. */
export const cellLabel = style({
  color: vars.color.muted,
  fontWeight: vars.fontWeight.bold,
  '@media': { [wide]: { display: 'none' } },
})

export const empty = style({
  padding: vars.space.lg,
  color: vars.color.muted,
  textAlign: 'center',
})

/** A table of two or three short columns stays a table on phones too (`stackOnPhones={false}`). */
export const alwaysTable = style({})

globalStyle(`${alwaysTable} thead`, { display: 'table-header-group' })
globalStyle(`${alwaysTable} tbody > tr`, { display: 'table-row', padding: 0 })
globalStyle(`${alwaysTable} tbody > tr > *`, {
  display: 'table-cell',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${alwaysTable} tbody > tr:last-child > *`, { borderBottom: 'none' })
globalStyle(`${alwaysTable} ${cellLabel}`, { display: 'none' })
