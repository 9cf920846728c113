import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'
import { container } from './page.css.ts'

/** A reading column: long legal text stays at a comfortable line length. */
export const article = style([container, { maxWidth: '760px' }])

export const version = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.lg,
})

export const section = style({
  marginBottom: vars.space.lg,
})

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
  '@media': { [mediaQueries.md]: { fontSize: vars.fontSize.xl } },
})

export const paragraph = style({
  lineHeight: vars.lineHeight.normal,
  marginBottom: vars.space.sm,
  overflowWrap: 'anywhere',
})

export const companyBox = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
})

export const companyName = style({ fontWeight: vars.fontWeight.bold })
