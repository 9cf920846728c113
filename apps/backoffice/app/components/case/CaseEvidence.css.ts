import { mediaQueries } from '@dating/ui/breakpoints'
import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
})

export const photo = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })

export const image = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs })

export const messages = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
})

export const message = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const reported = style({
  borderColor: vars.color.danger,
  boxShadow: `inset 4px 0 0 ${vars.color.danger}`,
})

export const messageMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
})

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
})

export const thumbnail = style({ width: '8rem', borderRadius: vars.radius.sm })
