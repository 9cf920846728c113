import { queueAges, queueQuerySchema, reportSources } from '@dating/domain/moderation-queue'
import { reportReasons } from '@dating/domain/profile-attributes'
import { Badge } from '@dating/ui/Badge'
import { DataTable } from '@dating/ui/DataTable'
import { FilterBar } from '@dating/ui/FilterBar'
import { Pagination } from '@dating/ui/Pagination'
import { Select } from '@dating/ui/Select'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Link, useLoaderData, useSearchParams } from '@remix-run/react'
import * as v from 'valibot'
import { DoneAlert } from '~/components/DoneAlert.tsx'
import { ProfileStatus, SourceBadge } from '~/components/Labels.tsx'
import { PageHeading, stack } from '~/components/PageHeading.tsx'
import { pageTitle } from '~/utils/meta.ts'
import { brandOptions, requireStaff } from '~/utils/staff.server.ts'
import { useDateTime, useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.queue.title') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, api } = await requireStaff(request)
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  )
  // Filters the api would refuse (a stale bookmark) count as none.
  const parsed = v.safeParse(queueQuerySchema, params)
  const query = parsed.success ? parsed.output : { page: 1 }
  const page = await api.calls.queue(query)
  return data({ page, brands: brandOptions(staff) }, { headers: api.responseHeaders })
}

export default function Queue() {
  const { page, brands } = useLoaderData<typeof loader>()
  const text = useText()
  const dateTime = useDateTime()
  const [params] = useSearchParams()
  const hrefForPage = (number: number) => {
    const next = new URLSearchParams(params)
    next.delete('done')
    next.set('page', String(number))
    return `?${next}`
  }
  return (
    <div className={stack}>
      <PageHeading title={text('backoffice.queue.title')} intro={text('backoffice.queue.intro')} />
      <DoneAlert />
      <FilterBar
        title={text('backoffice.filters.title')}
        submitLabel={text('backoffice.filters.apply')}
        resetLabel={text('backoffice.filters.clear')}
        resetHref="/queue"
        summary={text('backoffice.queue.count', { count: page.total })}
      >
        {brands.length > 1 ? (
          <Select
            label={text('backoffice.filters.brand')}
            name="site"
            placeholder={text('backoffice.filters.allBrands')}
            defaultValue={params.get('site') ?? ''}
            options={brands}
          />
        ) : null}
        <Select
          label={text('backoffice.filters.reason')}
          name="reason"
          placeholder={text('backoffice.filters.anyReason')}
          defaultValue={params.get('reason') ?? ''}
          options={reportReasons.map((reason) => ({
            value: reason,
            label: text(`safety.reason.${reason}`),
          }))}
        />
        <Select
          label={text('backoffice.filters.source')}
          name="source"
          placeholder={text('backoffice.filters.anySource')}
          defaultValue={params.get('source') ?? ''}
          options={reportSources.map((source) => ({
            value: source,
            label: text(`backoffice.filters.source.${source}`),
          }))}
        />
        <Select
          label={text('backoffice.filters.age')}
          name="age"
          placeholder={text('backoffice.filters.anyAge')}
          defaultValue={params.get('age') ?? ''}
          options={queueAges.map((age) => ({
            value: age,
            label: text(`backoffice.filters.age.${age}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={text('backoffice.queue.caption')}
        hideCaption
        rows={page.reports}
        rowKey={(report) => report.id}
        rowTone={(report) => (report.urgent ? 'danger' : 'default')}
        empty={text('backoffice.queue.empty')}
        columns={[
          {
            key: 'id',
            header: text('backoffice.queue.column.report'),
            rowHeader: true,
            cell: (report) => (
              <span>
                <Link to={`/queue/${report.id}`}>
                  {text('backoffice.report.number', { id: report.id })}
                </Link>{' '}
                {report.urgent ? <Badge tone="danger">{text('backoffice.urgent')}</Badge> : null}
              </span>
            ),
          },
          {
            key: 'brand',
            header: text('backoffice.queue.column.brand'),
            cell: (report) => report.brand,
          },
          {
            key: 'reason',
            header: text('backoffice.queue.column.reason'),
            cell: (report) => text(`safety.reason.${report.reason}`),
          },
          {
            key: 'source',
            header: text('backoffice.queue.column.source'),
            cell: (report) => <SourceBadge report={report} />,
          },
          {
            key: 'profile',
            header: text('backoffice.queue.column.profile'),
            cell: (report) =>
              report.profile ? (
                <span>
                  {report.profile.name} <ProfileStatus status={report.profile.status} />
                </span>
              ) : (
                text('backoffice.queue.addressOnly')
              ),
          },
          {
            key: 'reports',
            header: text('backoffice.queue.column.reports'),
            numeric: true,
            cell: (report) => report.open_reports,
          },
          {
            key: 'received',
            header: text('backoffice.queue.column.received'),
            cell: (report) => dateTime(report.created_at),
          },
          {
            key: 'claim',
            header: text('backoffice.queue.column.claim'),
            cell: (report) =>
              report.interim_decision_id !== null ? (
                <Badge tone="warning">{text('backoffice.queue.suspendedPending')}</Badge>
              ) : report.claim ? (
                text('backoffice.queue.claimedBy', { name: report.claim.staff_name })
              ) : (
                text('backoffice.queue.unclaimed')
              ),
          },
        ]}
      />
      <Pagination
        page={page.page}
        pageCount={page.page_count}
        hrefForPage={hrefForPage}
        label={text('backoffice.pages.label')}
        previousLabel={text('backoffice.pages.previous')}
        nextLabel={text('backoffice.pages.next')}
        pageLabel={(number) => text('backoffice.pages.page', { page: number })}
      />
    </div>
  )
}
