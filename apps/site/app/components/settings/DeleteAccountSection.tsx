import { limits } from '@dating/domain/constants'
import { LinkButton } from '@dating/ui/Button'
import { useIntl } from 'react-intl'
import { deletionFlowPath } from '~/utils/account-deletion.ts'
import { SettingsSection } from './SettingsSection.tsx'

/** The way into the deletion flow; the flow itself asks why and offers a way to stay. */
export function DeleteAccountSection() {
  const intl = useIntl()
  return (
    <SettingsSection
      id="delete"
      title={intl.formatMessage({ id: 'settings.delete.title' })}
      intro={intl.formatMessage({ id: 'settings.delete.intro' }, { days: limits.reactivationDays })}
    >
      <div>
        <LinkButton href={deletionFlowPath} variant="danger">
          {intl.formatMessage({ id: 'settings.delete.start' })}
        </LinkButton>
      </div>
    </SettingsSection>
  )
}
