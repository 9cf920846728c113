import { otherDiscountCode } from '@dating/ui/DiscountCodePicker'

/** The discount code picker's form names: a chosen code, none, or `other` with a typed code. */
export const discountChoiceName = 'discount_choice'
export const discountTypedName = 'discount_code'

/** The code the checkout form names (the picker's choice or the typed code); '' for none. */
export function chosenDiscountCode(form: FormData): string {
  const choice = String(form.get(discountChoiceName) ?? '')
  const typed = String(form.get(discountTypedName) ?? '').trim()
  return (choice === otherDiscountCode ? typed : choice).slice(0, 40)
}
