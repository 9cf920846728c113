import type { ProfileSummary } from '@dating/domain/entities'
import { Alert } from '@dating/ui/Alert'
import { Avatar } from '@dating/ui/Avatar'
import { Button } from '@dating/ui/Button'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocationLabel } from '~/utils/location-label.ts'
import type { BlockActionData } from '~/routes/block.tsx'
import * as styles from './settings.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { ReturnHereField } from '~/components/ReturnHereField.tsx'
import { SettingsSection } from './SettingsSection.tsx'

/** The members this member blocked, each with an unblock button. */
export function BlockedMembersSection({ blocked }: { blocked: ProfileSummary[] }) {
  const intl = useIntl()
  // Set when an unblock is sent; the notice shows once the list no longer holds the profile.
  const [unblocking, setUnblocking] = useState<{ id: number; name: string } | null>(null)
  const unblocked =
    unblocking && !blocked.some((profile) => profile.id === unblocking.id) ? unblocking.name : null

  return (
    <SettingsSection
      id="blocked"
      title={intl.formatMessage({ id: 'settings.blocked.title' })}
      intro={intl.formatMessage({ id: 'settings.blocked.intro' })}
    >
      {unblocked ? (
        <Alert
          tone="success"
          announce
          onDismiss={() => setUnblocking(null)}
          dismissLabel={intl.formatMessage({ id: 'common.close' })}
        >
          {intl.formatMessage({ id: 'settings.blocked.unblocked' }, { name: unblocked })}
        </Alert>
      ) : null}
      {blocked.length === 0 ? (
        <Box
          as="p"
          padding="lg"
          textAlign="center"
          color="muted"
          background="surfaceSunken"
          borderRadius="md"
        >
          {intl.formatMessage({ id: 'settings.blocked.none' })}
        </Box>
      ) : (
        <Stack as="ul">
          {blocked.map((profile) => (
            <BlockedMember key={profile.id} profile={profile} onUnblock={setUnblocking} />
          ))}
        </Stack>
      )}
    </SettingsSection>
  )
}

function BlockedMember({
  profile,
  onUnblock,
}: {
  profile: ProfileSummary
  onUnblock: (profile: { id: number; name: string }) => void
}) {
  const intl = useIntl()
  const { brand } = useRootData()
  const location = useLocationLabel()
  const fetcher = useFetcher<BlockActionData>()
  const image = profile.main_image

  return (
    <Inline as="li" space="md" align="center" paddingY="sm" className={styles.row}>
      <Avatar
        src={image ? mediaUrl(brand.cdnPrefix, image.thumb_filename) : undefined}
        name={profile.name}
        alt=""
        size="md"
      />
      <Stack flexGrow={1} flexShrink={1} minWidth={0}>
        {/* No link: a blocked profile is hidden from the blocker too (404). */}
        <span className={styles.name}>{profile.name}</span>
        <Box as="span" color="muted" fontSize="sm">
          {intl.formatMessage(
            { id: 'settings.blocked.since' },
            { age: profile.age, place: location(profile) },
          )}
        </Box>
      </Stack>
      <fetcher.Form
        method="post"
        action="/block"
        onSubmit={() => onUnblock({ id: profile.id, name: profile.name })}
      >
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="profile_id" value={profile.id} />
        {/* Before hydration the form navigates, and the action sends it back here. */}
        <ReturnHereField to="/notifications" />
        <Button
          type="submit"
          variant="ghost"
          size="sm"
          loading={fetcher.state !== 'idle'}
          aria-label={intl.formatMessage(
            { id: 'settings.blocked.unblockLabel' },
            { name: profile.name },
          )}
        >
          {intl.formatMessage({ id: 'settings.blocked.unblock' })}
        </Button>
      </fetcher.Form>
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (
        <Box as="p" color="danger" fontSize="sm" className={styles.error} role="alert">
          {fetcher.data.message}
        </Box>
      ) : null}
    </Inline>
  )
}
