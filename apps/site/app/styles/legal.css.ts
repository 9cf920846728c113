import { vars } from '@dating/ui/theme'
import { style } from '@vanilla-extract/css'
import { container } from './page.css.ts'

/** A reading column: long legal text stays at a comfortable line length. */
export const article = style([container, { maxWidth: '760px' }])

export const paragraph = style({ lineHeight: vars.lineHeight.normal })

export const companyBox = style({ fontStyle: 'normal' })
