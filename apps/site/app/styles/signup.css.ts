import { style } from '@vanilla-extract/css'
import { heading } from './page.css.ts'

/** /members/{id}/signup: the title beside the profile's photo, without the gap under it. */
export const targetTitle = style([heading, { marginBottom: 0 }])
