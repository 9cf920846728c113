import type { ProfileSummary } from '@dating/domain/entities'
import { Alert } from '@dating/ui/Alert'
import { Avatar } from '@dating/ui/Avatar'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useFetcher, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocationLabel } from '~/components/MemberCard.tsx'
import type { BlockActionData } from '~/routes/block.tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/settings.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'settings.title') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const blocked = await api.getBlocks().catch(loginOnAuthRequired(request))
  return json({ blocked }, { headers: responseHeaders })
}

/** Settings (SPEC §2: /notifications also holds the settings); blocked members come first. */
export default function Settings() {
  const intl = useIntl()
  const { blocked } = useLoaderData<typeof loader>()
  // Set when an unblock is sent; the notice shows once the list no longer holds the profile.
  const [unblocking, setUnblocking] = useState<{ id: number; name: string } | null>(null)
  const unblocked =
    unblocking && !blocked.some((profile) => profile.id === unblocking.id) ? unblocking.name : null

  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'settings.title' })}</h1>
      <p className={page.lead}>{intl.formatMessage({ id: 'settings.intro' })}</p>
      <Card padding="lg" className={styles.card}>
        <section aria-labelledby="blocked-title" className={styles.section}>
          <h2 id="blocked-title" className={styles.heading}>
            {intl.formatMessage({ id: 'settings.blocked.title' })}
          </h2>
          <p className={styles.muted}>{intl.formatMessage({ id: 'settings.blocked.intro' })}</p>
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
            <p className={styles.empty}>{intl.formatMessage({ id: 'settings.blocked.none' })}</p>
          ) : (
            <ul className={styles.list}>
              {blocked.map((profile) => (
                <BlockedMember key={profile.id} profile={profile} onUnblock={setUnblocking} />
              ))}
            </ul>
          )}
        </section>
      </Card>
    </div>
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
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const image = profile.main_image

  return (
    <li className={styles.row}>
      <Avatar
        src={image ? mediaUrl(brand.cdnPrefix, image.thumb_filename) : undefined}
        name={profile.name}
        alt=""
        size="md"
      />
      <div className={styles.who}>
        {/* No link: a blocked profile is hidden from the blocker too (404). */}
        <span className={styles.name}>{profile.name}</span>
        <span className={styles.muted}>
          {intl.formatMessage(
            { id: 'settings.blocked.since' },
            { age: profile.age, place: location(profile) },
          )}
        </span>
      </div>
      <fetcher.Form
        method="post"
        action="/block"
        onSubmit={() => onUnblock({ id: profile.id, name: profile.name })}
      >
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="profile_id" value={profile.id} />
        {/* Before hydration the form navigates, and the action sends it back here. */}
        {hydrated ? null : <input type="hidden" name="redirectTo" value="/notifications" />}
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
        <p role="alert" className={styles.error}>
          {fetcher.data.message}
        </p>
      ) : null}
    </li>
  )
}
