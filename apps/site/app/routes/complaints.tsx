import { reportReasons } from '@dating/domain/profile-attributes'
import { complaintLimits, complaintSchema } from '@dating/domain/safety'
import { Alert } from '@dating/ui/Alert'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Select } from '@dating/ui/Select'
import { TextArea } from '@dating/ui/TextArea'
import { EmailField } from '@dating/ui/EmailField'
import { TextField } from '@dating/ui/TextField'
import { Box } from '@dating/ui/Box'
import { Inline } from '@dating/ui/Inline'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/complaints.css.ts'
import { apiFor, isApiError, visitorOf } from '~/utils/api.server.ts'
import { type FieldMessage, fieldMessageText } from '~/utils/field-message.ts'
import { metaDescription, pageTitle, rootDataOf } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'complaints.title') },
  ...metaDescription(matches, 'complaints.description', {
    brand: rootDataOf(matches)?.brand.name ?? '',
  }),
]

type Field = 'reason' | 'content_url' | 'explanation' | 'name' | 'email' | 'good_faith'

const fieldMessages: Record<Field, FieldMessage> = {
  reason: { id: 'complaints.error.reason' },
  content_url: { id: 'complaints.error.url' },
  explanation: {
    id: 'complaints.error.explanation',
    values: { min: complaintLimits.explanationMin, max: complaintLimits.explanationMax },
  },
  name: { id: 'complaints.error.name' },
  email: { id: 'complaints.error.email' },
  good_faith: { id: 'complaints.error.goodFaith' },
}

export type ComplaintActionData =
  | { sent: { id: number; email: string | null } }
  | { errors: Partial<Record<Field, FieldMessage>>; message: string | null }

function isField(key: unknown): key is Field {
  return typeof key === 'string' && Object.hasOwn(fieldMessages, key)
}

/** An example address on this very host, for the hint under the address field. */
export function loader({ request }: LoaderFunctionArgs) {
  const visitor = visitorOf(request)
  return json({ example: `${visitor.origin.protocol}//${visitor.host}/members/123` })
}

/** The notice form of EU DSA Art. 16: anyone may send one; the api queues it and mails a receipt. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const input = {
    reason: form.get('reason'),
    content_url: form.get('content_url'),
    explanation: form.get('explanation'),
    name: form.get('name'),
    email: form.get('email'),
    good_faith: form.get('good_faith') === 'yes',
  }
  const parsed = v.safeParse(complaintSchema, input)
  if (!parsed.success) {
    const errors: Partial<Record<Field, FieldMessage>> = {}
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key
      if (isField(key)) errors[key] = fieldMessages[key]
    }
    return json<ComplaintActionData>({ errors, message: null }, { status: 400 })
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    const complaint = await api.sendComplaint(parsed.output)
    return json<ComplaintActionData>(
      { sent: { id: complaint.id, email: parsed.output.email ?? null } },
      { headers: responseHeaders },
    )
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      // The form checks every field as the api does; only the address's host is left to it.
      const field: Field | null = error.code === 'validation_failed' ? 'content_url' : null
      return json<ComplaintActionData>(
        {
          errors: field ? { [field]: fieldMessages[field] } : {},
          message: field ? null : error.message,
        },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
}

export default function Complaints() {
  const intl = useIntl()
  const { brand } = useRootData()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const [searchParams] = useSearchParams()
  const text = useMessage()
  const errors = result && 'errors' in result ? result.errors : {}
  const error = (field: Field) => fieldMessageText(intl, errors[field])
  const { example } = useLoaderData<typeof loader>()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>{text('complaints.title')}</h1>
        <p className={page.lead}>{text('complaints.intro', { brand: brand.name })}</p>
        {result && 'sent' in result ? (
          <Alert tone="success" announce>
            {result.sent.email
              ? text('complaints.sent', { id: result.sent.id, email: result.sent.email })
              : text('complaints.sentAnonymous', { id: result.sent.id })}
          </Alert>
        ) : (
          <Form method="post" className={page.stack} noValidate>
            {result && 'errors' in result && (result.message || Object.keys(errors).length > 0) ? (
              <Alert tone="danger" announce>
                {result.message ?? text('complaints.fixErrors')}
              </Alert>
            ) : null}
            <Select
              name="reason"
              label={text('complaints.reason')}
              required
              defaultValue=""
              placeholder={text('safety.chooseReason')}
              options={reportReasons.map((reason) => ({
                value: reason,
                label: text(`safety.reason.${reason}`),
              }))}
              error={error('reason')}
            />
            <TextField
              name="content_url"
              type="url"
              inputMode="url"
              label={text('complaints.url')}
              hint={text('complaints.urlHint', { example })}
              defaultValue={searchParams.get('url') ?? ''}
              maxLength={complaintLimits.urlMax}
              required
              error={error('content_url')}
            />
            <TextArea
              name="explanation"
              label={text('complaints.explanation')}
              hint={text('complaints.explanationHint', {
                min: complaintLimits.explanationMin,
                max: complaintLimits.explanationMax,
              })}
              rows={5}
              minLength={complaintLimits.explanationMin}
              maxLength={complaintLimits.explanationMax}
              required
              error={error('explanation')}
            />
            {/* Not required in the markup: a notice of child sexual abuse material may be anonymous. */}
            <TextField
              name="name"
              autoComplete="name"
              label={text('complaints.name')}
              hint={text('complaints.anonymousHint')}
              maxLength={complaintLimits.nameMax}
              error={error('name')}
            />
            <EmailField
              name="email"
              label={text('complaints.email')}
              hint={text('complaints.emailHint')}
              error={error('email')}
            />
            <div>
              <Inline as="label" space="sm" align="flex-start" nowrap className={styles.confirm}>
                <input
                  type="checkbox"
                  name="good_faith"
                  value="yes"
                  required
                  aria-invalid={errors.good_faith ? true : undefined}
                  aria-describedby={errors.good_faith ? 'good-faith-error' : undefined}
                  className={styles.checkbox}
                />
                <span>{text('complaints.goodFaith')}</span>
              </Inline>
              {errors.good_faith ? (
                <Box as="p" color="danger" fontSize="sm" marginTop="xs" id="good-faith-error">
                  {error('good_faith')}
                </Box>
              ) : null}
            </div>
            <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
              {text('complaints.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  )
}
