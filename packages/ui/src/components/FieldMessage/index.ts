/** The hint and error of a form control, for groups (fieldsets) that lay out their own label. */
export { FieldError, FieldHint } from '../../utils/field.tsx'
