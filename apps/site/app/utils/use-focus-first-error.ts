import { type RefObject, useEffect } from 'react'

/** The invalid fields, then the alert of the whole form, in the order of the page. */
const errorTargets = '[aria-invalid="true"], [data-form-error]'

/**
 * Moves focus (and so the view) to the first refused field of `form` each time the action
 * answers with `errors`, also after a document reload: a member reads every error from the first.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: unknown): void {
  useEffect(() => {
    if (!errors) return
    form.current?.querySelector<HTMLElement>(errorTargets)?.focus()
  }, [form, errors])
}
