import type { SignupOutput } from '@dating/machines/signup'
import { selectIsBusy, selectIsClosed } from '@dating/machines/signup/selectors'
import { Modal, type ModalCloseSource } from '@dating/ui/Modal'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { SignupFlow, type SignupFlowProps } from '../SignupFlow/SignupFlow.tsx'

export type SignupDialogProps = Omit<SignupFlowProps, 'headingLevel' | 'onContinue'> & {
  /** The dialog's title, e.g. "Join Flirtwave for free". */
  title: string
  /** The machine reached Closed (closed, or on the way to the login): unmount the dialog. */
  onClosed?: (output: SignupOutput) => void
}

/**
 * The signup modal of SPEC §2. Every close request goes to the machine, which decides: backdrop
 * and Escape close it only before the signup is under way (step 0) and once it is over, the
 * close button on every step, nothing while the account is being created (then the close button
 * is hidden). It closes when the machine is done.
 */
export function SignupDialog({ title, onClosed, ...flow }: SignupDialogProps) {
  const intl = useIntl()
  const { actor } = flow
  const closed = useSelector(actor, selectIsClosed)
  const busy = useSelector(actor, selectIsBusy)
  const reported = useRef(false)

  useEffect(() => {
    if (!closed || reported.current) return
    reported.current = true
    const output = actor.getSnapshot().output
    if (output) onClosed?.(output)
  }, [actor, closed, onClosed])

  return (
    <Modal
      open={!closed}
      title={title}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      dismissible={!busy}
      onClose={(via: ModalCloseSource) => actor.send({ type: 'close-requested', via })}
    >
      <SignupFlow
        {...flow}
        headingLevel={3}
        onContinue={() => actor.send({ type: 'close-requested', via: 'button' })}
      />
    </Modal>
  )
}
