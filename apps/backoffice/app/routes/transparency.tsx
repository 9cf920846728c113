import { transparencyDownloads } from '@dating/api-client/backoffice-calls'
import type { TransparencyReport } from '@dating/domain/transparency'
import type { MessageId } from '@dating/i18n/message-ids'
import { LinkButton } from '@dating/ui/Button'
import { DataTable } from '@dating/ui/DataTable'
import { FilterBar } from '@dating/ui/FilterBar'
import { KeyValuePanel } from '@dating/ui/KeyValuePanel'
import { Select } from '@dating/ui/Select'
import { TextField } from '@dating/ui/TextField'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { buttonRow, PageHeading, stack } from '~/components/PageHeading.tsx'
import { pageTitle } from '~/utils/meta.ts'
import { brandOptions, requireStaff } from '~/utils/staff.server.ts'
import { useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.transparency.title') },
]

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** The chosen brand and period; by default the staff member's first brand, this month so far. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, api } = await requireStaff(request)
  const params = new URL(request.url).searchParams
  const brands = brandOptions(staff)
  const today = new Date().toISOString().slice(0, 10)
  const site = Number(params.get('site') ?? brands[0]?.value)
  const from = params.get('from')
  const to = params.get('to')
  const period = {
    site: brands.some((brand) => Number(brand.value) === site) ? site : Number(brands[0]?.value),
    from: isDay(from) ? from : `${today.slice(0, 7)}-01`,
    to: isDay(to) ? to : today,
  }
  if (period.from > period.to) period.from = period.to
  const report = await api.calls.transparency(period)
  return data(
    { report, period, brands, downloads: transparencyDownloads(period) },
    { headers: api.responseHeaders },
  )
}

type Counts = Record<string, number>

/** A table of counts, one row per key, named for translators by `prefix`. */
function CountTable({
  caption,
  counts,
  label,
}: {
  caption: string
  counts: Counts
  label: (key: string) => string
}) {
  const text = useText()
  const rows = Object.entries(counts).map(([key, count]) => ({ key, count }))
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.key}
      empty={text('backoffice.transparency.none')}
      stackOnPhones={false}
      columns={[
        {
          key: 'what',
          header: text('backoffice.transparency.column.what'),
          rowHeader: true,
          cell: (row) => label(row.key),
        },
        {
          key: 'count',
          header: text('backoffice.transparency.column.count'),
          numeric: true,
          cell: (row) => row.count,
        },
      ]}
    />
  )
}

function Numbers({ report }: { report: TransparencyReport }) {
  const text = useText()
  const hours = (value: number | null) =>
    value === null
      ? text('backoffice.transparency.noTiming')
      : text('backoffice.transparency.hours', { hours: value })
  return (
    <>
      <KeyValuePanel
        title={text('backoffice.transparency.summary', { brand: report.brand })}
        columns="two"
        items={[
          {
            key: 'notices',
            label: text('backoffice.transparency.notices'),
            value: String(report.notices.total),
          },
          {
            key: 'anonymous',
            label: text('backoffice.transparency.anonymous'),
            value: String(report.notices.anonymous),
          },
          {
            key: 'reports',
            label: text('backoffice.transparency.memberReports'),
            value: String(report.member_reports.total),
          },
          {
            key: 'decisions',
            label: text('backoffice.transparency.decisions'),
            value: String(report.decisions.total),
          },
          {
            key: 'automated',
            label: text('backoffice.transparency.automated'),
            value: String(report.decisions.automated),
          },
          {
            key: 'interim',
            label: text('backoffice.transparency.interim'),
            value: String(report.decisions.interim),
          },
          {
            key: 'dismissals',
            label: text('backoffice.transparency.dismissals'),
            value: String(report.dismissals.total),
          },
          {
            key: 'median',
            label: text('backoffice.transparency.median'),
            value: hours(report.median_hours_to_decision),
          },
          {
            key: 'appeals',
            label: text('backoffice.transparency.appeals'),
            value: String(report.appeals.received),
          },
          {
            key: 'appealMedian',
            label: text('backoffice.transparency.appealMedian'),
            value: hours(report.appeals.median_hours_to_outcome),
          },
          {
            key: 'recipients',
            label: text('backoffice.transparency.recipients'),
            value: String(report.average_monthly_active_recipients),
          },
          {
            key: 'statements',
            label: text('backoffice.transparency.statements'),
            value: String(report.statements),
          },
        ]}
      />
      <CountTable
        caption={text('backoffice.transparency.noticesByReason')}
        counts={report.notices.by_reason}
        label={(key) => text(`safety.reason.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.reportsByReason')}
        counts={report.member_reports.by_reason}
        label={(key) => text(`safety.reason.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.byRestriction')}
        counts={report.decisions.by_restriction}
        label={(key) => text(`moderation.restriction.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.byGround')}
        counts={report.decisions.by_ground}
        label={(key) => text(`backoffice.ground.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.bySource')}
        counts={report.decisions.by_source}
        label={(key) => text(`backoffice.decisionSource.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.dismissalsByReason')}
        counts={report.dismissals.by_reason}
        label={(key) => text(`backoffice.dismissal.${key}` as MessageId)}
      />
      <CountTable
        caption={text('backoffice.transparency.appealsByStatus')}
        counts={report.appeals.by_status}
        label={(key) => text(`appeal.status.${key}` as MessageId)}
      />
    </>
  )
}

export default function Transparency() {
  const { report, period, brands, downloads } = useLoaderData<typeof loader>()
  const text = useText()
  return (
    <div className={stack}>
      <PageHeading
        title={text('backoffice.transparency.title')}
        intro={text('backoffice.transparency.intro')}
        actions={
          <div className={buttonRow}>
            <LinkButton href={downloads.csv} variant="secondary" size="sm" download>
              {text('backoffice.transparency.csv')}
            </LinkButton>
            <LinkButton href={downloads.statements} variant="ghost" size="sm" download>
              {text('backoffice.transparency.statementsDownload')}
            </LinkButton>
          </div>
        }
      />
      <FilterBar
        title={text('backoffice.transparency.period')}
        submitLabel={text('backoffice.transparency.show')}
      >
        <Select
          label={text('backoffice.filters.brand')}
          name="site"
          defaultValue={String(period.site)}
          options={brands}
        />
        <TextField
          label={text('backoffice.transparency.from')}
          name="from"
          type="date"
          defaultValue={period.from}
          required
        />
        <TextField
          label={text('backoffice.transparency.to')}
          name="to"
          type="date"
          defaultValue={period.to}
          required
        />
      </FilterBar>
      <Numbers report={report} />
    </div>
  )
}
