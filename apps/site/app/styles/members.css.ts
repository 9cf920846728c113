import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const filters = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  boxShadow: vars.shadow.sm,
})

export const count = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.md,
})

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.muted,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
})

export const similar = style({
  marginTop: vars.space.xxl,
})

export const subheading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
})

export const paging = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
})

export const basic = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const loginLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
})

export const earlier = style({
  textAlign: 'center',
  marginBottom: vars.space.md,
})
