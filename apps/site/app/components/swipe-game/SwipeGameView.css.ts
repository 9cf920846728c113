import { style } from '@vanilla-extract/css'

export const game = style({ maxWidth: '360px' })
