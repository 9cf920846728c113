import { globalStyle, style } from '@vanilla-extract/css'

/** Each tile's content fills its cell, so tiles in one row share its height. */
export const equalHeight = style({})

globalStyle(`${equalHeight} > *`, { display: 'flex' })
globalStyle(`${equalHeight} > * > *`, { flex: '1 1 auto' })
