import { reportReasons } from '@dating/domain/profile-attributes'
import { reportNoteMax } from '@dating/domain/safety'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Link } from '@dating/ui/Link'
import { Select } from '@dating/ui/Select'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import { useId } from 'react'
import * as v from 'valibot'
import * as styles from '~/components/OwnProfileForm.css.ts'
import * as page from '~/styles/page.css.ts'
import { isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { safetyTarget } from '~/utils/safety-page.server.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'safety.report') }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { profile, responseHeaders } = await safetyTarget(request, params.id)
  return data({ profile }, { headers: responseHeaders })
}

const reportPageSchema = v.object({
  reason: v.picklist(reportReasons),
  note: v.optional(v.pipe(v.string(), v.maxLength(reportNoteMax)), ''),
})

type ReportPageResult = { reasonMissing: true } | { message: string }

/**
 * The report of the profile menu as a page of its own, for a member whose page has no
 * JavaScript yet (decision 076): a missing reason comes back as a field error, a sent report
 * as a notice on the profile.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { profile, api, responseHeaders } = await safetyTarget(request, params.id)
  const form = v.safeParse(reportPageSchema, Object.fromEntries(await request.formData()))
  if (!form.success) return data<ReportPageResult>({ reasonMissing: true }, { status: 400 })
  try {
    await api.report({ profile_id: profile.id, ...form.output })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (!isApiError(error) || error.status >= 500) throw error
    return data<ReportPageResult>(
      { message: error.message },
      { status: error.status, headers: responseHeaders },
    )
  }
  appendFlash(responseHeaders, request, { id: 'safety.reported', values: {} })
  return redirect(`/members/${profile.id}`, { headers: responseHeaders })
}

export default function ReportPage() {
  const { profile } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const message = useMessage()
  const noteId = useId()
  const name = profile.name
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{message('safety.reportTitle', { name })}</h1>
        <p className={page.lead}>{message('safety.reportIntro', { name })}</p>
        <Stack as={Form} space="md" method="post">
          {result && 'message' in result ? (
            <Alert tone="danger" announce>
              {result.message}
            </Alert>
          ) : null}
          <Select
            label={message('safety.reportReason')}
            name="reason"
            defaultValue=""
            placeholder={message('safety.chooseReason')}
            options={reportReasons.map((value) => ({
              value,
              label: message(`safety.reason.${value}`),
            }))}
            error={
              result && 'reasonMissing' in result ? message('safety.reasonRequired') : undefined
            }
            aria-required="true"
          />
          <Stack space="xxs">
            <Box as="label" fontWeight="bold" fontSize="sm" htmlFor={noteId}>
              {message('safety.reportNote')}
            </Box>
            <textarea
              id={noteId}
              name="note"
              maxLength={reportNoteMax}
              className={styles.textarea}
            />
          </Stack>
          <Inline space="sm" align="center">
            <Link href={`/members/${profile.id}`}>{message('common.cancel')}</Link>
            <Button type="submit">{message('safety.reportSend')}</Button>
          </Inline>
        </Stack>
      </Card>
    </div>
  )
}
