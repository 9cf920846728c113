import { vars } from '@dating/ui/theme'
import { globalStyle, style } from '@vanilla-extract/css'

export const methods = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
})

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
})

export const benefits = style({ paddingInlineStart: vars.space.lg })

export const table = style({ width: '100%', borderCollapse: 'collapse' })

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})

export const amountCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }])

export const timeBonusBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  fontWeight: vars.fontWeight.medium,
})

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
})

/** What ordering means at checkout: VAT included, the terms and the right of withdrawal. */
export const legalNote = style({ margin: 0, fontSize: vars.fontSize.sm })

globalStyle(`${legalNote} a`, { color: vars.color.link, textDecoration: 'underline' })
