export { PhoneCodeField, type PhoneCodeFieldProps } from './PhoneCodeField.tsx'
