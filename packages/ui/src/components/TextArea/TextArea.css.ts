import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css.ts'

export { control } from '../../utils/field.css.ts'

export const textArea = style({
  minHeight: '6.5rem',
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
})
