export { TextField, type TextFieldProps } from './TextField.tsx'
export { textFieldTypes } from './TextField.css.ts'
