import type { MessageId } from '@dating/i18n/message-ids'
import type { ModerationCase } from '@dating/domain/moderation-queue'
import { Badge } from '@dating/ui/Badge'
import { DataTable } from '@dating/ui/DataTable'
import { KeyValuePanel } from '@dating/ui/KeyValuePanel'
import { ProfileStatus, SourceBadge } from '~/components/Labels.tsx'
import { useDateTime, useDay, useText } from '~/utils/use-text.ts'
import * as styles from './CaseEvidence.css.ts'

type Props = { found: ModerationCase }

/** What was reported, by whom and how often. */
export function ReportFacts({ found }: Props) {
  const text = useText()
  const dateTime = useDateTime()
  const { report, reporter } = found
  const sender =
    report.source === 'member'
      ? text('backoffice.report.memberReporter', { id: reporter.profile_id ?? 0 })
      : report.anonymous
        ? text('backoffice.report.anonymous')
        : `${reporter.name ?? ''} <${reporter.email ?? ''}>`
  return (
    <KeyValuePanel
      title={text('backoffice.report.facts')}
      actions={<SourceBadge report={report} />}
      items={[
        {
          key: 'reason',
          label: text('backoffice.report.reason'),
          value: text(`safety.reason.${report.reason}`),
        },
        { key: 'brand', label: text('backoffice.report.brand'), value: report.brand },
        {
          key: 'received',
          label: text('backoffice.report.received'),
          value: dateTime(report.created_at),
        },
        { key: 'sender', label: text('backoffice.report.sender'), value: sender },
        {
          key: 'url',
          label: text('backoffice.report.address'),
          value: report.content_url ?? text('backoffice.report.noAddress'),
        },
        {
          key: 'note',
          label: text('backoffice.report.note'),
          value: report.note || text('backoffice.report.noNote'),
        },
        {
          key: 'open',
          label: text('backoffice.report.openReports'),
          value: String(report.open_reports),
        },
      ]}
    />
  )
}

/** The reported profile with every photo as uploaded: staff see locked and removed ones too. */
export function ProfileEvidence({ found }: Props) {
  const text = useText()
  const day = useDay()
  const { profile } = found
  if (!profile) {
    return (
      <KeyValuePanel
        title={text('backoffice.profile.title')}
        items={[
          {
            key: 'none',
            label: text('backoffice.profile.none'),
            value: text('backoffice.profile.noneHint'),
          },
        ]}
      />
    )
  }
  return (
    <KeyValuePanel
      title={text('backoffice.profile.heading', { name: profile.name, id: profile.id })}
      actions={<ProfileStatus status={profile.status} />}
      items={[
        {
          key: 'account',
          label: text('backoffice.profile.account'),
          value: text(`backoffice.account.${profile.account_status}` as MessageId),
        },
        { key: 'born', label: text('backoffice.profile.birthdate'), value: day(profile.birthdate) },
        { key: 'joined', label: text('backoffice.profile.joined'), value: day(profile.joined_at) },
        {
          key: 'reports',
          label: text('backoffice.profile.reportsTotal'),
          value: String(profile.reports_total),
        },
        {
          key: 'about',
          label: text('backoffice.profile.about'),
          value: profile.about || text('backoffice.profile.noAbout'),
        },
      ]}
    >
      <h3>{text('backoffice.profile.photos', { count: profile.photos.length })}</h3>
      <ul className={styles.photos}>
        {profile.photos.map((photo, index) => (
          <li key={photo.id} className={styles.photo}>
            <img
              src={photo.url}
              alt={text('backoffice.photo.alt', { number: index + 1, name: profile.name })}
              className={styles.image}
            />
            <PhotoBadges photo={photo} />
          </li>
        ))}
      </ul>
    </KeyValuePanel>
  )
}

/** A photo's state: public or locked, and whether it was reviewed or removed. */
export function PhotoBadges({
  photo,
}: {
  photo: { public: boolean; status: string; reviewed: boolean }
}) {
  const text = useText()
  return (
    <span className={styles.badges}>
      <Badge tone={photo.public ? 'default' : 'primary'} size="sm">
        {text(photo.public ? 'backoffice.photo.public' : 'backoffice.photo.locked')}
      </Badge>
      {photo.status === 'rejected' ? (
        <Badge tone="danger" size="sm">
          {text('backoffice.photo.removed')}
        </Badge>
      ) : photo.reviewed ? null : (
        <Badge tone="warning" size="sm">
          {text('backoffice.photo.unreviewed')}
        </Badge>
      )}
    </span>
  )
}

/** The reported message among the few before and after it. */
export function ConversationContext({ found }: Props) {
  const text = useText()
  const dateTime = useDateTime()
  if (found.conversation.length === 0) return null
  return (
    <section aria-labelledby="conversation-heading" className={styles.photo}>
      <h2 id="conversation-heading">{text('backoffice.conversation.title')}</h2>
      <p>{text('backoffice.conversation.intro')}</p>
      <ol className={styles.messages}>
        {found.conversation.map((message) => {
          const isReported = message.id === found.report.message_id
          return (
            <li
              key={message.id}
              className={isReported ? `${styles.message} ${styles.reported}` : styles.message}
            >
              <span className={styles.messageMeta}>
                <strong>{message.sender_name}</strong>
                <span>{dateTime(message.created_at)}</span>
                {isReported ? (
                  <Badge tone="danger">{text('backoffice.conversation.reported')}</Badge>
                ) : null}
                {message.removed ? (
                  <Badge tone="warning">{text('backoffice.conversation.removed')}</Badge>
                ) : null}
              </span>
              {message.photo_url ? (
                <img
                  src={message.photo_url}
                  alt={text('backoffice.conversation.photo', { name: message.sender_name })}
                  className={styles.thumbnail}
                />
              ) : (
                <span>
                  {message.text ||
                    text(`backoffice.conversation.kind.${message.kind}` as MessageId)}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** Every decision taken on the profile before, with its appeal. */
export function EarlierDecisions({ found }: Props) {
  const text = useText()
  const dateTime = useDateTime()
  return (
    <DataTable
      caption={text('backoffice.decisions.caption')}
      rows={found.decisions}
      rowKey={(decision) => decision.id}
      rowTone={(decision) => (decision.lifted_at ? 'muted' : 'default')}
      empty={text('backoffice.decisions.none')}
      columns={[
        {
          key: 'id',
          header: text('backoffice.decisions.column.decision'),
          rowHeader: true,
          cell: (decision) => text('backoffice.decision.number', { id: decision.id }),
        },
        {
          key: 'what',
          header: text('backoffice.decisions.column.restriction'),
          cell: (decision) => text(`moderation.restriction.${decision.restriction}`),
        },
        {
          key: 'why',
          header: text('backoffice.decisions.column.reason'),
          cell: (decision) =>
            `${text(`safety.reason.${decision.reason}`)} · ${text(`backoffice.ground.${decision.ground}`)}`,
        },
        {
          key: 'when',
          header: text('backoffice.decisions.column.decided'),
          cell: (decision) =>
            `${dateTime(decision.decided_at)}${decision.moderator_name ? ` · ${decision.moderator_name}` : ''}`,
        },
        {
          key: 'state',
          header: text('backoffice.decisions.column.state'),
          cell: (decision) =>
            decision.lifted_at && decision.lift_reason
              ? text(`backoffice.lifted.${decision.lift_reason}`, {
                  date: dateTime(decision.lifted_at),
                })
              : decision.ends_at
                ? text('backoffice.decisions.until', { date: dateTime(decision.ends_at) })
                : decision.interim
                  ? text('backoffice.decisions.interim')
                  : text('backoffice.decisions.inForce'),
        },
        {
          key: 'appeal',
          header: text('backoffice.decisions.column.appeal'),
          cell: (decision) =>
            decision.appeal_status ? text(`appeal.status.${decision.appeal_status}`) : '–',
        },
      ]}
    />
  )
}
