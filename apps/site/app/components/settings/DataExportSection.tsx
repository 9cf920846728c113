import { exportPath } from '@dating/domain/account'
import { LinkButton } from '@dating/ui/Button'
import type { LinkComponentProps } from '@dating/ui/Link'
import { forwardRef } from 'react'
import { useIntl } from 'react-intl'
import { SettingsSection } from './SettingsSection.tsx'

/** A plain anchor: the export is a file the api answers, not a page of the router. */
const DownloadAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function DownloadAnchor(props, ref) {
    return <a ref={ref} download {...props} />
  },
)

/** The member's copy of everything the site holds about them (GET /api/export.php). */
export function DataExportSection() {
  const intl = useIntl()
  return (
    <SettingsSection
      id="data"
      title={intl.formatMessage({ id: 'settings.data.title' })}
      intro={intl.formatMessage({ id: 'settings.data.intro' })}
    >
      <div>
        <LinkButton href={exportPath} variant="secondary" linkComponent={DownloadAnchor}>
          {intl.formatMessage({ id: 'settings.data.download' })}
        </LinkButton>
      </div>
    </SettingsSection>
  )
}
