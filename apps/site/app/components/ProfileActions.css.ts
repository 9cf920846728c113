import { style } from '@vanilla-extract/css'

export const actions = style({ maxWidth: '360px' })
