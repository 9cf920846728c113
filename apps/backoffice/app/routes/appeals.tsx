import { moderationLimits } from '@dating/domain/moderation'
import { type AppealItem, appealOutcomeInputSchema } from '@dating/domain/moderation-queue'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { KeyValuePanel } from '@dating/ui/KeyValuePanel'
import { Pagination } from '@dating/ui/Pagination'
import { TextArea } from '@dating/ui/TextArea'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react'
import * as v from 'valibot'
import { DoneAlert } from '~/components/DoneAlert.tsx'
import { buttonRow, formStack, PageHeading, stack } from '~/components/PageHeading.tsx'
import { isApiError } from '~/utils/api.server.ts'
import { withDone } from '~/utils/done.ts'
import { pageTitle } from '~/utils/meta.ts'
import { requireStaff } from '~/utils/staff.server.ts'
import { useDateTime, useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'backoffice.appeals.title') },
]

function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
  return Number.isInteger(page) && page > 0 ? page : 1
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, api } = await requireStaff(request)
  const page = await api.calls.appeals({ page: pageOf(request) })
  return data({ page, staffId: staff.id }, { headers: api.responseHeaders })
}

/** Upholds or reverses one appeal, with the note its appellant reads. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireStaff(request)
  const form = await request.formData()
  const appealId = Number(form.get('appeal_id'))
  const parsed = v.safeParse(appealOutcomeInputSchema, {
    appeal_id: appealId,
    outcome: form.get('outcome'),
    note: form.get('note') ?? '',
  })
  if (!parsed.success) {
    return data({ appealId, message: null, field: 'note' as const }, 400)
  }
  try {
    await api.calls.decideAppeal(parsed.output)
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return data({ appealId, message: error.message, field: null }, error.status)
    }
    throw error
  }
  return redirect(withDone('/appeals', 'appeal'))
}

function AppealCard({ appeal, staffId }: { appeal: AppealItem; staffId: number }) {
  const text = useText()
  const dateTime = useDateTime()
  const answer = useActionData<typeof action>()
  const mine = answer?.appealId === appeal.id ? answer : undefined
  const ownDecision = appeal.first_moderator_id === staffId
  const decision = appeal.decision
  const dismissal = appeal.dismissal
  const items = [
    { key: 'brand', label: text('backoffice.report.brand'), value: appeal.brand },
    { key: 'filed', label: text('backoffice.appeals.filed'), value: dateTime(appeal.created_at) },
    {
      key: 'by',
      label: text('backoffice.appeals.firstModerator'),
      value: appeal.first_moderator_name ?? text('backoffice.appeals.automated'),
    },
    ...(decision
      ? [
          {
            key: 'what',
            label: text('backoffice.appeals.restriction'),
            value: `${text(`moderation.restriction.${decision.restriction}`)} · ${text(`safety.reason.${decision.reason}`)}`,
          },
          {
            key: 'profile',
            label: text('backoffice.appeals.profile'),
            value: appeal.profile ? `${appeal.profile.name} (${appeal.profile.id})` : '–',
          },
          { key: 'facts', label: text('backoffice.appeals.facts'), value: decision.facts },
        ]
      : []),
    ...(dismissal
      ? [
          {
            key: 'notice',
            label: text('backoffice.appeals.notice'),
            value: (
              <Link to={`/queue/${dismissal.report_id}`}>
                {text('backoffice.report.number', { id: dismissal.report_id })}
              </Link>
            ),
          },
          {
            key: 'reason',
            label: text('backoffice.report.reason'),
            value: text(`safety.reason.${dismissal.report_reason}`),
          },
          {
            key: 'url',
            label: text('backoffice.report.address'),
            value: dismissal.content_url ?? '–',
          },
          {
            key: 'dismissed',
            label: text('backoffice.appeals.dismissedBecause'),
            value: `${text(`backoffice.dismissal.${dismissal.reason}`)}: ${dismissal.note}`,
          },
        ]
      : []),
    {
      key: 'explanation',
      label: text('backoffice.appeals.explanation'),
      value: appeal.explanation,
    },
  ]
  return (
    <KeyValuePanel
      title={text(
        appeal.kind === 'decision'
          ? 'backoffice.appeals.ofDecision'
          : 'backoffice.appeals.ofDismissal',
        { id: appeal.id },
      )}
      items={items}
    >
      {ownDecision ? (
        <Alert tone="info">{text('backoffice.appeals.notYours')}</Alert>
      ) : (
        <Form method="post" className={formStack}>
          {mine?.message ? (
            <Alert tone="danger" announce>
              {mine.message}
            </Alert>
          ) : null}
          <input type="hidden" name="appeal_id" value={appeal.id} />
          <TextArea
            label={text('backoffice.appeals.note')}
            hint={text('backoffice.decide.factsHint', {
              min: moderationLimits.factsMin,
              max: moderationLimits.factsMax,
            })}
            name="note"
            rows={3}
            minLength={moderationLimits.factsMin}
            maxLength={moderationLimits.factsMax}
            error={mine?.field === 'note' ? text('backoffice.dismiss.error.note') : undefined}
            required
          />
          <div className={buttonRow}>
            <Button type="submit" name="outcome" value="reversed" variant="primary">
              {text(
                appeal.kind === 'decision'
                  ? 'backoffice.appeals.reverse'
                  : 'backoffice.appeals.reopen',
              )}
            </Button>
            <Button type="submit" name="outcome" value="upheld" variant="secondary">
              {text('backoffice.appeals.uphold')}
            </Button>
          </div>
        </Form>
      )}
    </KeyValuePanel>
  )
}

export default function Appeals() {
  const { page, staffId } = useLoaderData<typeof loader>()
  const text = useText()
  const [params] = useSearchParams()
  return (
    <div className={stack}>
      <PageHeading
        title={text('backoffice.appeals.title')}
        intro={text('backoffice.appeals.intro', { count: page.total })}
      />
      <DoneAlert />
      {page.appeals.length === 0 ? <p>{text('backoffice.appeals.empty')}</p> : null}
      {page.appeals.map((appeal) => (
        <AppealCard key={appeal.id} appeal={appeal} staffId={staffId} />
      ))}
      <Pagination
        page={page.page}
        pageCount={page.page_count}
        hrefForPage={(number) => {
          const next = new URLSearchParams(params)
          next.delete('done')
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
