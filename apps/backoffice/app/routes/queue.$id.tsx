import { parseId } from '@dating/domain/ids'
import type { MessageId } from '@dating/i18n/message-ids'
import { Alert } from '@dating/ui/Alert'
import { Badge } from '@dating/ui/Badge'
import { Button, LinkButton } from '@dating/ui/Button'
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import {
  ConversationContext,
  EarlierDecisions,
  ProfileEvidence,
  ReportFacts,
} from '~/components/case/CaseEvidence.tsx'
import * as layout from '~/components/case/CaseEvidence.css.ts'
import { ShortcutHelp, useCaseShortcuts } from '~/components/case/CaseShortcuts.tsx'
import { DecisionForm, DismissForm, type FormAnswer } from '~/components/case/DecisionForms.tsx'
import { DoneAlert } from '~/components/DoneAlert.tsx'
import { buttonRow, PageHeading, stack } from '~/components/PageHeading.tsx'
import { isApiError } from '~/utils/api.server.ts'
import { decisionFromForm, dismissalFromForm } from '~/utils/decision-form.server.ts'
import { withDone } from '~/utils/done.ts'
import { pageTitle } from '~/utils/meta.ts'
import { requireStaff } from '~/utils/staff.server.ts'
import { useDateTime, useText } from '~/utils/use-text.ts'

export const meta: MetaFunction = ({ matches, params }) => [
  { title: pageTitle(matches, 'backoffice.report.number', { id: params.id ?? '' }) },
]

function reportId(param: string | undefined): number {
  const id = parseId(param)
  if (id === null) throw new Response(null, { status: 404 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { staff, api } = await requireStaff(request)
  const found = await api.calls.getCase(reportId(params.id)).catch((error: unknown) => {
    if (isApiError(error, 404)) throw new Response(null, { status: 404 })
    throw error
  })
  return data({ found, staffId: staff.id }, { headers: api.responseHeaders })
}

/** Claim or release the case, decide it, or dismiss it. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = reportId(params.id)
  const { api } = await requireStaff(request)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const refused = (field: string | undefined, message?: string) =>
    data({ intent, field, message } satisfies FormAnswer, 400)
  try {
    if (intent === 'claim' || intent === 'release') {
      await api.calls.claim({ report_id: id, release: intent === 'release' })
      return redirect(`/queue/${id}`)
    }
    if (intent === 'dismiss') {
      const parsed = dismissalFromForm(form, id)
      if (!parsed.ok) return refused(parsed.field)
      await api.calls.dismiss(parsed.input)
      return redirect(withDone('/queue', 'dismissed'))
    }
    if (intent === 'decide') {
      const parsed = decisionFromForm(form, id)
      if (!parsed.ok) return refused(parsed.field)
      await api.calls.decide(parsed.input)
      return parsed.input.interim
        ? redirect(withDone(`/queue/${id}`, 'suspended'))
        : redirect(withDone('/queue', 'decided'))
    }
  } catch (error) {
    if (isApiError(error) && error.status < 500) return refused(undefined, error.message)
    throw error
  }
  return refused('intent')
}

export default function Case() {
  const { found, staffId } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const text = useText()
  const dateTime = useDateTime()
  useCaseShortcuts()
  const { report } = found
  const claimedByOther = report.claim !== null && report.claim.staff_id !== staffId
  const open = report.status === 'open'
  return (
    <div className={stack}>
      <PageHeading
        title={text('backoffice.report.number', { id: report.id })}
        intro={text(`safety.reason.${report.reason}`)}
        actions={
          <LinkButton href="/queue" variant="ghost" size="sm">
            {text('backoffice.report.back')}
          </LinkButton>
        }
      />
      <DoneAlert />
      {report.urgent ? (
        <Alert tone="danger" title={text('backoffice.urgent')}>
          {text('backoffice.report.urgentHint')}
        </Alert>
      ) : null}
      {report.interim_decision_id !== null ? (
        <Alert tone="warning">{text('backoffice.report.interimHint')}</Alert>
      ) : null}
      {!open ? (
        <Alert tone="info">{text(`backoffice.report.closed.${report.status}` as MessageId)}</Alert>
      ) : null}
      {answer?.intent === 'claim' && answer.message ? (
        <Alert tone="danger" announce>
          {answer.message}
        </Alert>
      ) : null}
      {open ? (
        <Form method="post" id="claim-form" className={buttonRow}>
          {report.claim ? (
            <Badge tone={claimedByOther ? 'warning' : 'success'}>
              {claimedByOther
                ? text('backoffice.claim.byOther', {
                    name: report.claim.staff_name,
                    since: dateTime(report.claim.claimed_at),
                  })
                : text('backoffice.claim.byYou')}
            </Badge>
          ) : (
            <span>{text('backoffice.claim.free')}</span>
          )}
          {report.claim && !claimedByOther ? (
            <Button type="submit" name="intent" value="release" variant="ghost" size="sm">
              {text('backoffice.claim.release')}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="claim" variant="secondary" size="sm">
              {text('backoffice.claim.take')}
            </Button>
          )}
        </Form>
      ) : null}
      <div className={layout.columns}>
        <div className={stack}>
          <ReportFacts found={found} />
          <ProfileEvidence found={found} />
          <ConversationContext found={found} />
          <EarlierDecisions found={found} />
        </div>
        {open ? (
          <div className={stack}>
            <ShortcutHelp />
            <DecisionForm found={found} answer={answer} />
            <DismissForm answer={answer} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
