import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { useIntl } from 'react-intl'

/** SPEC §4's profile-photo alert: a member without a main image is asked to add one. */
export function ProfilePhotoAlert({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl()
  return (
    <Alert
      tone="info"
      onDismiss={onDismiss}
      dismissLabel={intl.formatMessage({ id: 'photoAlert.dismiss' })}
      actions={
        <LinkButton href="/profile" size="sm">
          {intl.formatMessage({ id: 'photoAlert.action' })}
        </LinkButton>
      }
    >
      {intl.formatMessage({ id: 'photoAlert.text' })}
    </Alert>
  )
}
