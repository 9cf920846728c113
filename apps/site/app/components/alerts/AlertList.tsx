import type { AlertId, DismissibleAlert } from '@dating/domain/alerts'
import type { ButtonStatus } from '@dating/machines/alerts/selectors'
import type { ReactNode } from 'react'
import * as page from '~/styles/page.css.ts'
import type { MemberView } from '~/utils/root-data.ts'
import { DisabledNotificationsAlert } from './DisabledNotificationsAlert.tsx'
import { ProfilePhotoAlert } from './ProfilePhotoAlert.tsx'
import { PushAlert } from './PushAlert.tsx'

/** What the alerts' buttons ask for; the alerts machine answers them. */
export type AlertRequest =
  | { type: 'enable-mail' }
  | { type: 'enable-push' }
  | { type: 'dismiss'; alert: DismissibleAlert }

export interface AlertListProps {
  member: MemberView
  visible: readonly AlertId[]
  mailStatus: ButtonStatus
  pushStatus: ButtonStatus
  onRequest: (request: AlertRequest) => void
}

/** SPEC §4's alerts a member can dismiss, as the machine shows them (one at a time). */
export function AlertList({ member, visible, mailStatus, pushStatus, onRequest }: AlertListProps) {
  return (
    <>
      {visible.map((alert): ReactNode => {
        switch (alert) {
          case 'activation':
            // SiteAlerts renders it, before and after this list's machine has loaded.
            return null
          case 'disabledNotifications':
            return (
              <div key={alert} className={page.notice}>
                <DisabledNotificationsAlert
                  reasons={member.notificationsDisabled}
                  email={member.email}
                  status={mailStatus}
                  onEnable={() => onRequest({ type: 'enable-mail' })}
                  onDismiss={() => onRequest({ type: 'dismiss', alert })}
                />
              </div>
            )
          case 'profilePhoto':
            return (
              <div key={alert} className={page.notice}>
                <ProfilePhotoAlert onDismiss={() => onRequest({ type: 'dismiss', alert })} />
              </div>
            )
          case 'push':
            return (
              <div key={alert} className={page.notice}>
                <PushAlert
                  status={pushStatus}
                  onEnable={() => onRequest({ type: 'enable-push' })}
                  onDismiss={() => onRequest({ type: 'dismiss', alert })}
                />
              </div>
            )
          default:
            return null
        }
      })}
    </>
  )
}
