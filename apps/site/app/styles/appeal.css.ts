import { style } from '@vanilla-extract/css'

export const value = style({ marginInlineStart: 0 })
