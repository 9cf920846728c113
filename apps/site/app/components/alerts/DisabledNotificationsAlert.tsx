import type { MessageId } from '@dating/i18n/message-ids'
import { mainDisabledReason } from '@dating/domain/alerts'
import type { NotificationDisabledReason } from '@dating/domain/profile-attributes'
import type { ButtonStatus } from '@dating/machines/alerts/selectors'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { useIntl } from 'react-intl'
import { OutcomeAlert } from './OutcomeAlert.tsx'

/**
 * SPEC §4's disabled-notifications alert: says why the site stopped mailing the member (a
 * complaint, a bounce, an unsubscribe link) and turns mail back on, or leads to the settings
 * to change the address.
 */
export function DisabledNotificationsAlert({
  reasons,
  email,
  status,
  onEnable,
  onDismiss,
}: {
  reasons: readonly NotificationDisabledReason[]
  email: string
  status: ButtonStatus
  onEnable: () => void
  onDismiss: () => void
}) {
  const intl = useIntl()
  const text = (id: MessageId, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values)
  if (status === 'done') {
    return (
      <OutcomeAlert onDismiss={onDismiss} dismissLabel={text('alerts.mail.dismiss')}>
        {text('alerts.mail.enabled')}
      </OutcomeAlert>
    )
  }
  const reason = mainDisabledReason(reasons) ?? 'listunsubscribe'
  return (
    <Alert
      tone="warning"
      announce={status === 'failed'}
      title={text('alerts.mail.title')}
      onDismiss={onDismiss}
      dismissLabel={text('alerts.mail.dismiss')}
      actions={
        <>
          <Button size="sm" onClick={onEnable} loading={status === 'working'}>
            {text('alerts.mail.enable')}
          </Button>
          {reason === 'bounce' ? (
            <LinkButton href="/notifications#email" size="sm" variant="secondary">
              {text('alerts.mail.changeAddress')}
            </LinkButton>
          ) : null}
        </>
      }
    >
      {status === 'failed' ? text('alerts.mail.failed') : text(`alerts.mail.${reason}`, { email })}
    </Alert>
  )
}
