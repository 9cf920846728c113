import { Alert } from '@dating/ui/Alert'
import { useSearchParams } from '@remix-run/react'
import { doneMessage } from '~/utils/done.ts'
import { useText } from '~/utils/use-text.ts'

/** The confirmation of what the last form did (see utils/done.ts), announced once. */
export function DoneAlert() {
  const [params] = useSearchParams()
  const text = useText()
  const id = doneMessage(params.get('done'))
  if (!id) return null
  return (
    <Alert tone="success" announce>
      {text(id)}
    </Alert>
  )
}
