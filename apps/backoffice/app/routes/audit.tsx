import { auditActions, auditQuerySchema } from '@dating/domain/staff'
import { DataTable } from '@dating/ui/DataTable'
import { FilterBar } from '@dating/ui/FilterBar'
import { Pagination } from '@dating/ui/Pagination'
import { Select } from '@dating/ui/Select'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { useLoaderData, useSearchParams } from '@remix-run/react'
import * as v from 'valibot'
import { PageHeading, stack } from '~/components/PageHeading.tsx'
import { pageTitle } from '~/utils/meta.ts'
import { administeredBrandOptions, requireAdmin } from '~/utils/staff.server.ts'
import { useDateTime, useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.audit.title') },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, api } = await requireAdmin(request)
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
  )
  const parsed = v.safeParse(auditQuerySchema, params)
  const log = await api.calls.audit(parsed.success ? parsed.output : { page: 1 })
  return data({ log, brands: administeredBrandOptions(staff) }, { headers: api.responseHeaders })
}

/** Details as `key: value` pairs, for the table. */
function detailsText(details: Record<string, string | number | boolean | null>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')
}

export default function Audit() {
  const { log, brands } = useLoaderData<typeof loader>()
  const text = useText()
  const dateTime = useDateTime()
  const [params] = useSearchParams()
  return (
    <div className={stack}>
      <PageHeading title={text('backoffice.audit.title')} intro={text('backoffice.audit.intro')} />
      <FilterBar
        title={text('backoffice.filters.title')}
        submitLabel={text('backoffice.filters.apply')}
        resetLabel={text('backoffice.filters.clear')}
        resetHref="/audit"
        summary={text('backoffice.audit.count', { count: log.total })}
      >
        <Select
          label={text('backoffice.filters.brand')}
          name="site"
          placeholder={text('backoffice.filters.allBrands')}
          defaultValue={params.get('site') ?? ''}
          options={brands}
        />
        <Select
          label={text('backoffice.audit.actionFilter')}
          name="action"
          placeholder={text('backoffice.audit.anyAction')}
          defaultValue={params.get('action') ?? ''}
          options={auditActions.map((action) => ({
            value: action,
            label: text(`backoffice.audit.action.${action}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={text('backoffice.audit.caption')}
        hideCaption
        rows={log.entries}
        rowKey={(entry) => entry.id}
        empty={text('backoffice.audit.empty')}
        columns={[
          {
            key: 'when',
            header: text('backoffice.audit.column.when'),
            rowHeader: true,
            cell: (entry) => dateTime(entry.created_at),
          },
          {
            key: 'who',
            header: text('backoffice.audit.column.who'),
            cell: (entry) => `${entry.staff_name} (${entry.staff_email})`,
          },
          {
            key: 'what',
            header: text('backoffice.audit.column.what'),
            cell: (entry) => text(`backoffice.audit.action.${entry.action}`),
          },
          {
            key: 'brand',
            header: text('backoffice.audit.column.brand'),
            cell: (entry) => entry.brand ?? '–',
          },
          {
            key: 'subject',
            header: text('backoffice.audit.column.subject'),
            cell: (entry) =>
              [entry.subject, detailsText(entry.details)].filter(Boolean).join(' · ') || '–',
          },
          {
            key: 'where',
            header: text('backoffice.audit.column.where'),
            cell: (entry) =>
              [entry.client_address, entry.user_agent].filter(Boolean).join(' · ') || '–',
          },
        ]}
      />
      <Pagination
        page={log.page}
        pageCount={log.page_count}
        hrefForPage={(number) => {
          const next = new URLSearchParams(params)
          next.set('page', String(number))
          return `?${next}`
        }}
        label={text('backoffice.pages.label')}
        previousLabel={text('backoffice.pages.previous')}
        nextLabel={text('backoffice.pages.next')}
        pageLabel={(number) => text('backoffice.pages.page', { page: number })}
      />
    </div>
  )
}
