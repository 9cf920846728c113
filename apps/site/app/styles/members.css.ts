import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'

export const filters = style({ border: `1px solid ${vars.color.border}` })

export const loginLink = style({ color: vars.color.link, fontWeight: vars.fontWeight.bold })
