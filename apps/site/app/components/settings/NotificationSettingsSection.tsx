import type { MessageId } from '@dating/i18n/message-ids'
import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
  notificationChannels,
  notificationKinds,
} from '@dating/domain/notification-settings'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { NotificationMatrix } from '@dating/ui/NotificationMatrix'
import { Switch } from '@dating/ui/Switch'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Form } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from './settings.css.ts'
import { invisibleFieldName, settingFieldName } from '~/utils/notification-settings-form.ts'
import { SettingsSection } from './SettingsSection.tsx'

export type NotificationSettingsResult = { intent: 'notifications' | 'mail-on'; ok: boolean }

/** Email and push per kind, invisible mode, and the way back when email is off (SPEC §2, §4). */
export function NotificationSettingsSection({
  settings,
  brand,
  emailDisabled,
  result,
  submitting,
}: {
  settings: NotificationSettings
  brand: string
  emailDisabled: boolean
  result: NotificationSettingsResult | undefined
  submitting: 'notifications' | 'mail-on' | null
}) {
  const intl = useIntl()
  const text = (id: MessageId, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values)
  const channelLabel = (channel: NotificationChannel) => text(`notifications.channel.${channel}`)
  const kindLabel = (kind: NotificationKind) => text(`notifications.kind.${kind}`, { brand })
  return (
    <SettingsSection
      id="notifications"
      title={text('notifications.title')}
      intro={text('notifications.intro')}
    >
      {result?.ok ? (
        <Alert tone="success" announce>
          {text(result.intent === 'mail-on' ? 'alerts.mail.enabled' : 'notifications.saved')}
        </Alert>
      ) : null}
      {result && !result.ok ? (
        <Alert tone="danger" announce>
          {text(result.intent === 'mail-on' ? 'alerts.mail.failed' : 'notifications.saveFailed')}
        </Alert>
      ) : null}
      {emailDisabled ? (
        <Alert
          tone="warning"
          actions={
            <Form method="post">
              <input type="hidden" name="intent" value="mail-on" />
              <Button type="submit" size="sm" loading={submitting === 'mail-on'}>
                {text('alerts.mail.enable')}
              </Button>
            </Form>
          }
        >
          {text('notifications.emailOff')}
        </Alert>
      ) : null}
      <Stack as={Form} space="md" className={styles.form} method="post">
        <input type="hidden" name="intent" value="notifications" />
        <NotificationMatrix
          caption={text('notifications.title')}
          kindHeader={text('notifications.column.kind')}
          channels={notificationChannels.map(channelLabel)}
          rows={notificationKinds.map((kind) => ({
            id: kind,
            label: kindLabel(kind),
            switches: notificationChannels.map((channel) => ({
              name: settingFieldName(channel, kind),
              defaultChecked: settings[channel][kind],
              label: text('notifications.toggle', {
                kind: kindLabel(kind),
                channel: channelLabel(channel),
              }),
            })),
          }))}
        />
        <Stack space="md">
          <Box as="h3" fontSize="md" fontWeight="bold">
            {text('notifications.invisible.title')}
          </Box>
          <Box as="p" color="muted" fontSize="sm">
            {text('notifications.invisible.text')}
          </Box>
          <Switch
            name={invisibleFieldName}
            defaultChecked={settings.invisible}
            label={text('notifications.invisible.label')}
          />
        </Stack>
        <div>
          <Button type="submit" loading={submitting === 'notifications'}>
            {text('notifications.save')}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  )
}
