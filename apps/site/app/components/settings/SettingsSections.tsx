import { Stack } from '@dating/ui/Stack'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { action, loader } from '~/routes/notifications.tsx'
import { useRootData } from '~/utils/root-data.ts'
import { BlockedMembersSection } from './BlockedMembersSection.tsx'
import { DataExportSection } from './DataExportSection.tsx'
import { DeleteAccountSection } from './DeleteAccountSection.tsx'
import { EmailSection } from './EmailSection.tsx'
import { LocationSection } from './LocationSection.tsx'
import { NotificationSettingsSection } from './NotificationSettingsSection.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { PushSection } from './PushSection.tsx'

/** The settings page's cards (SPEC §2), each form naming itself in `intent`. */
export function SettingsSections() {
  const { email, blocked, notifications, emailDisabled } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const submitting = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const notificationResult =
    result && (result.intent === 'notifications' || result.intent === 'mail-on')
      ? result
      : undefined

  return (
    <Stack space="lg">
      <NotificationSettingsSection
        settings={notifications}
        brand={brand.name}
        emailDisabled={emailDisabled}
        result={notificationResult}
        submitting={
          submitting('notifications') ? 'notifications' : submitting('mail-on') ? 'mail-on' : null
        }
      />
      <PushSection />
      <LocationSection />
      <EmailSection
        currentEmail={email}
        result={result?.intent === 'email' ? result : undefined}
        submitting={submitting('email')}
      />
      <PasswordSection
        result={result?.intent === 'password' ? result : undefined}
        submitting={submitting('password')}
      />
      <BlockedMembersSection blocked={blocked} />
      <DataExportSection />
      <DeleteAccountSection />
    </Stack>
  )
}
