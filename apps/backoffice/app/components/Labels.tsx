import type { QueueItem } from '@dating/domain/moderation-queue'
import { Badge } from '@dating/ui/Badge'
import { useText } from '~/utils/use-text.ts'

/** Where a report came from, as a badge: a member's report, a notice, an anonymous notice. */
export function SourceBadge({ report }: { report: Pick<QueueItem, 'source' | 'anonymous'> }) {
  const text = useText()
  const key =
    report.source === 'member'
      ? 'backoffice.source.member'
      : report.anonymous
        ? 'backoffice.source.anonymous'
        : 'backoffice.source.notice'
  return <Badge tone={report.source === 'notice' ? 'primary' : 'default'}>{text(key)}</Badge>
}

/** A profile's visibility for staff. */
export function ProfileStatus({ status }: { status: string }) {
  const text = useText()
  return (
    <Badge tone={status === 'active' ? 'success' : 'warning'}>
      {text(status === 'active' ? 'backoffice.profile.visible' : 'backoffice.profile.hidden')}
    </Badge>
  )
}
