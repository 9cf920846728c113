import type { MessageId } from '@dating/i18n/message-ids'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Inline } from '@dating/ui/Inline'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { usePush } from '../push/PushProvider.tsx'
import { SettingsSection } from './SettingsSection.tsx'

const stateMessage = {
  unknown: 'push.state.unknown',
  unsupported: 'push.state.unsupported',
  denied: 'push.state.denied',
  'not-subscribed': 'push.state.notSubscribed',
  subscribed: 'push.state.subscribed',
} as const

/** Push notifications on this device, with SPEC §4's push states. */
export function PushSection() {
  const intl = useIntl()
  const push = usePush()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const text = (id: MessageId) => intl.formatMessage({ id })

  const run = (change: () => Promise<unknown>) => async () => {
    setBusy(true)
    setFailed(false)
    try {
      await change()
    } catch (error) {
      console.error('[push] changing the subscription failed:', error)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <SettingsSection id="push" title={text('push.title')}>
      <p role="status" data-push-state={push.state}>
        {text(stateMessage[push.state])}
      </p>
      {failed ? (
        <Alert tone="danger" announce>
          {text('push.error.failed')}
        </Alert>
      ) : null}
      <Inline space="sm">
        {push.state === 'not-subscribed' ? (
          <Button onClick={run(push.subscribe)} loading={busy}>
            {text('push.enable')}
          </Button>
        ) : null}
        {push.state === 'subscribed' ? (
          <Button variant="secondary" onClick={run(push.unsubscribe)} loading={busy}>
            {text('push.disable')}
          </Button>
        ) : null}
      </Inline>
    </SettingsSection>
  )
}
