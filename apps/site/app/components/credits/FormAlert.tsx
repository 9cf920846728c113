import { Alert } from '@dating/ui/Alert'
import type { ReactNode } from 'react'

/** The refusal of a whole payment form, focusable so that focus can move to it after a submit. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div tabIndex={-1} data-form-error>
      <Alert tone="danger" announce>
        {children}
      </Alert>
    </div>
  )
}
