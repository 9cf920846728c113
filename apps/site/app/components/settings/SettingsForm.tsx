import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Stack } from '@dating/ui/Stack'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as styles from './settings.css.ts'
import { useResetOnSuccess } from './use-form-reset.ts'

/**
 * A form of the settings page posting its `intent`: what came of the last submission above it,
 * its fields, then the button. It is emptied once it worked, so no password stays typed in it.
 */
export function SettingsForm({
  intent,
  result,
  success,
  submitLabel,
  submitting,
  children,
}: {
  intent: string
  result: { ok: true } | { ok: false; problem?: string } | undefined
  /** Shown when the last submission worked. */
  success: ReactNode
  submitLabel: string
  submitting: boolean
  children: ReactNode
}) {
  const formRef = useResetOnSuccess(result)
  const problem = result && !result.ok ? result.problem : undefined
  return (
    <>
      {result?.ok ? (
        <Alert tone="success" announce>
          {success}
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="danger" announce>
          {problem}
        </Alert>
      ) : null}
      <Stack as={Form} space="md" className={styles.form} method="post" ref={formRef} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </>
  )
}
