import { createModerationCalls } from '@dating/api-client/moderation-calls'
import {
  canAppealOutcome,
  type NoticeOutcome,
  noticeAppealInputSchema,
} from '@dating/domain/moderation'
import { Alert } from '@dating/ui/Alert'
import { Card } from '@dating/ui/Card'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  json,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as styles from '~/styles/appeal.css.ts'
import { AppealForm } from '~/components/moderation/AppealForm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { answerAppeal } from '~/utils/appeal.server.ts'
import { linkPageHeaders } from '~/utils/link-confirm.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'noticeAppeal.title') },
  { name: 'robots', content: 'noindex' },
]

/** The page holds a live token: never cached, never sent on as a referrer (decision 014). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers()
  for (const name of Object.keys(linkPageHeaders)) {
    const value = loaderHeaders.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}

type LoaderData = { outcome: NoticeOutcome; token: string; now: string } | { linkInvalid: true }

/**
 * /appeal/notice (EU DSA Art. 20(1)), opened from the outcome mail of a dismissed notice: what
 * was decided and why, and the sender's appeal. The link only reads; the form's POST appeals.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const { client, responseHeaders } = apiFor(request)
  const headers = new Headers(responseHeaders)
  for (const [name, value] of Object.entries(linkPageHeaders)) headers.set(name, value)
  try {
    const outcome = await createModerationCalls(client).getNoticeOutcome(token)
    return json<LoaderData>({ outcome, token, now: new Date().toISOString() }, { headers })
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return json<LoaderData>({ linkInvalid: true }, { status: 400, headers })
    }
    throw error
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const parsed = v.safeParse(noticeAppealInputSchema, {
    token: form.get('token'),
    explanation: form.get('explanation'),
  })
  return answerAppeal(request, parsed, (calls, input) => calls.appealNotice(input))
}

function OutcomeSummary({ outcome }: { outcome: NoticeOutcome }) {
  const intl = useIntl()
  const text = useMessage()
  const rows = [
    ['noticeAppeal.notice', text('noticeAppeal.noticeNumber', { id: outcome.notice_id })],
    ['noticeAppeal.address', outcome.content_url ?? '–'],
    ['noticeAppeal.decided', intl.formatDate(outcome.decided_at, { dateStyle: 'long' })],
    ['noticeAppeal.reason', text(`moderation.dismissal.${outcome.reason}`)],
    ['noticeAppeal.explanation', outcome.note],
    ['appeal.decision.until', intl.formatDate(outcome.appeal_until, { dateStyle: 'long' })],
  ] as const
  return (
    <Stack as="section" space="sm" marginBottom="lg" aria-labelledby="outcome-heading">
      <Box as="h2" fontSize="lg" fontWeight="bold" id="outcome-heading">
        {text('noticeAppeal.heading')}
      </Box>
      <Stack as="dl" space="sm" marginBottom="lg">
        {rows.map(([term, value]) => (
          <div key={term}>
            <Box as="dt" fontWeight="bold" fontSize="sm">
              {text(term)}
            </Box>
            <Box as="dd" overflowWrap="anywhere" className={styles.value}>
              {value}
            </Box>
          </div>
        ))}
      </Stack>
    </Stack>
  )
}

export default function NoticeAppeal() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const text = useMessage()
  const { company } = useRootData()
  if ('linkInvalid' in data) {
    return (
      <div className={page.narrow}>
        <Card padding="lg">
          <h1 className={page.heading}>{text('noticeAppeal.title')}</h1>
          <Alert tone="danger">
            {text('appeal.linkInvalid', { email: company?.support_email ?? '' })}
          </Alert>
        </Card>
      </div>
    )
  }
  const shown = result && 'sent' in result ? result.sent : data.outcome
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{text('noticeAppeal.title')}</h1>
        <OutcomeSummary outcome={shown} />
        <AppealForm
          appeal={shown.appeal}
          open={canAppealOutcome(shown, new Date(data.now))}
          intro={text('noticeAppeal.intro')}
          question={text('noticeAppeal.question')}
          hiddenFields={<input type="hidden" name="token" value={data.token} />}
          result={result}
        />
      </Card>
    </div>
  )
}
