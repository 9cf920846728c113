import { createModerationCalls, type DecisionRef } from '@dating/api-client/moderation-calls'
import { appealInputSchema, canAppeal, type ModerationDecision } from '@dating/domain/moderation'
import { parseId } from '@dating/domain/ids'
import { Alert } from '@dating/ui/Alert'
import { Card } from '@dating/ui/Card'
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  json,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import * as v from 'valibot'
import { AppealForm } from '~/components/moderation/AppealForm.tsx'
import { DecisionSummary } from '~/components/moderation/DecisionSummary.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { answerAppeal } from '~/utils/appeal.server.ts'
import { linkPageHeaders } from '~/utils/link-confirm.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'
import { metaDescription, pageTitle, rootDataOf } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'appeal.title') },
  ...metaDescription(matches, 'appeal.description', {
    brand: rootDataOf(matches)?.brand.name ?? '',
  }),
  { name: 'robots', content: 'noindex' },
]

/** The page may hold a live token: never cached, never sent on as a referrer (decision 014). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers()
  for (const name of Object.keys(linkPageHeaders)) {
    const value = loaderHeaders.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

/** The decision a request names: `?token=` of the mailed link, else `?decision=` of the member. */
function decisionRef(params: URLSearchParams | FormData): DecisionRef | null {
  const token = params.get('token')
  if (typeof token === 'string' && token !== '') return { token }
  const id = parseId(params.get('decision'))
  return id === null ? null : { id }
}

type LoaderData =
  | { decision: ModerationDecision; token: string | null; now: string }
  | { linkInvalid: true }

/**
 * /appeal (EU DSA Art. 20), opened from the statement of reasons: the decision and a form to
 * appeal it. The link's token only reads; only the form's POST files the appeal (decision 014),
 * so a mail scanner that opens the link changes nothing. Without a token the logged-in member
 * sees their own decision.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ref = decisionRef(new URL(request.url).searchParams)
  if (!ref) throw new Response(null, { status: 404 })
  const { client, responseHeaders } = apiFor(request)
  const headers = new Headers(responseHeaders)
  for (const [name, value] of Object.entries(linkPageHeaders)) headers.set(name, value)
  try {
    const decision = await createModerationCalls(client).getDecision(ref)
    const token = 'token' in ref ? ref.token : null
    return json<LoaderData>({ decision, token, now: new Date().toISOString() }, { headers })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (isApiError(error) && error.code === 'link_invalid') {
      return json<LoaderData>({ linkInvalid: true }, { status: 400, headers })
    }
    if (isApiError(error, 404)) throw new Response(null, { status: 404 })
    throw error
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const ref = decisionRef(form)
  if (!ref) throw new Response(null, { status: 400 })
  const parsed = v.safeParse(appealInputSchema, {
    ...('token' in ref ? { token: ref.token } : { decision_id: ref.id }),
    explanation: form.get('explanation'),
  })
  return answerAppeal(request, parsed, (calls, input) => calls.appeal(input))
}

export default function Appeal() {
  const data = useLoaderData<typeof loader>()
  const text = useMessage()
  const { company } = useRootData()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{text('appeal.title')}</h1>
        {'linkInvalid' in data ? (
          <Alert tone="danger">
            {text('appeal.linkInvalid', { email: company?.support_email ?? '' })}
          </Alert>
        ) : (
          <DecisionAppeal decision={data.decision} token={data.token} now={data.now} />
        )}
      </Card>
    </div>
  )
}

function DecisionAppeal({
  decision,
  token,
  now,
}: {
  decision: ModerationDecision
  token: string | null
  now: string
}) {
  const text = useMessage()
  const result = useActionData<typeof action>()
  const shown = result && 'sent' in result ? result.sent : decision
  return (
    <>
      <DecisionSummary decision={shown} />
      <AppealForm
        appeal={shown.appeal}
        open={canAppeal(decision, new Date(now))}
        intro={text('appeal.intro')}
        question={text('appeal.explanation')}
        hiddenFields={
          token ? (
            <input type="hidden" name="token" value={token} />
          ) : (
            <input type="hidden" name="decision" value={decision.id} />
          )
        }
        result={result}
      />
    </>
  )
}
