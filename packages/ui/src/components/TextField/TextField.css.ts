export { control } from '../../utils/field.css.ts'

export const textFieldTypes = [
  'text',
  'email',
  'password',
  'search',
  'tel',
  'url',
  'number',
  'date',
] as const
