import type { MessageId } from '@dating/i18n/message-ids'
import type { ButtonStatus } from '@dating/machines/alerts/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { useIntl } from 'react-intl'
import { OutcomeAlert } from './OutcomeAlert.tsx'

/** SPEC §4's push alert: offers notifications on this device, and says how the offer went. */
export function PushAlert({
  status,
  onEnable,
  onDismiss,
}: {
  status: ButtonStatus
  onEnable: () => void
  onDismiss: () => void
}) {
  const intl = useIntl()
  const text = (id: MessageId) => intl.formatMessage({ id })
  if (status === 'done') {
    return (
      <OutcomeAlert onDismiss={onDismiss} dismissLabel={text('alerts.push.dismiss')}>
        {text('alerts.push.enabled')}
      </OutcomeAlert>
    )
  }
  return (
    <Alert
      tone={status === 'failed' ? 'warning' : 'info'}
      announce={status === 'failed'}
      title={text('alerts.push.title')}
      onDismiss={onDismiss}
      dismissLabel={text('alerts.push.dismiss')}
      actions={
        <Button size="sm" onClick={onEnable} loading={status === 'working'}>
          {text('alerts.push.enable')}
        </Button>
      }
    >
      {text(status === 'failed' ? 'alerts.push.failed' : 'alerts.push.text')}
    </Alert>
  )
}
