import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export const banner = style({
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
})

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.sm,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.md })

export const text = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5 })

globalStyle(`${text} p`, { margin: 0 })
globalStyle(`${text} a`, { color: vars.color.link, textDecoration: 'underline' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
