export {
  DiscountCodePicker,
  type DiscountCodePickerProps,
  noDiscountCode,
  otherDiscountCode,
} from './DiscountCodePicker.tsx'
