import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import { FieldFrame, useFieldIds } from '../../utils/field.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { chevronDownGlyph } from '../Icon/glyphs/chevron-down.tsx'
import * as styles from './Select.css.ts'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode
  hideLabel?: boolean
  hint?: ReactNode
  error?: ReactNode
  options: readonly SelectOption[]
  /** First, empty-valued option such as "Any country". */
  placeholder?: string
  fieldClassName?: string
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hideLabel = false,
    hint,
    error,
    options,
    placeholder,
    id,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...selectProps
  },
  ref,
) {
  const ids = useFieldIds(id, hint != null, error != null, extraDescribedBy)
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      className={fieldClassName}
    >
      <div className={styles.wrapper}>
        <select
          ref={ref}
          id={ids.controlId}
          aria-invalid={error != null ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.control, styles.select, className)}
          {...selectProps}
        >
          {placeholder != null ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon glyph={chevronDownGlyph} size="sm" className={styles.chevron} />
      </div>
    </FieldFrame>
  )
})
