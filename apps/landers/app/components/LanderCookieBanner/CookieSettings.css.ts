import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const page = style({ maxWidth: '560px', margin: '0 auto', padding: vars.space.lg })

export const heading = style({ marginTop: 0, fontSize: vars.fontSize.xl })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
