import { parseId } from '@dating/domain/ids'
import { type DecisionInput, decisionInputSchema } from '@dating/domain/moderation'
import { dismissInputSchema, type DismissInput } from '@dating/domain/moderation-queue'
import * as v from 'valibot'

type Parsed<T> = { ok: true; input: T } | { ok: false; field: string }

function firstField(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  return (issue && v.getDotPath(issue)) || 'form'
}

const idOf = (value: FormDataEntryValue | null) => parseId(value) ?? undefined
const textOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/**
 * A decision form as the api takes it, checked with the api's own schema first so a mistake
 * is named beside its field. The report is the page's; the api refuses a profile the report is
 * not about.
 */
export function decisionFromForm(form: FormData, reportId: number): Parsed<DecisionInput> {
  const restriction = form.get('restriction')
  const result = v.safeParse(decisionInputSchema, {
    profile_id: idOf(form.get('profile_id')),
    report_id: reportId,
    restriction,
    image_id: restriction === 'photo_removed' ? idOf(form.get('image_id')) : undefined,
    message_id: restriction === 'message_removed' ? idOf(form.get('message_id')) : undefined,
    ground: form.get('ground'),
    reason: form.get('reason'),
    legal_reference:
      form.get('ground') === 'illegal' ? textOf(form.get('legal_reference')) : undefined,
    facts: form.get('facts') ?? '',
    automated: false,
    ends_at: textOf(form.get('ends_at')),
    interim: form.get('interim') === 'yes',
  })
  return result.success
    ? { ok: true, input: result.output }
    : { ok: false, field: firstField(result.issues) }
}

/** A dismissal form as the api takes it. */
export function dismissalFromForm(form: FormData, reportId: number): Parsed<DismissInput> {
  const result = v.safeParse(dismissInputSchema, {
    report_id: reportId,
    reason: form.get('reason'),
    note: form.get('note') ?? '',
  })
  return result.success
    ? { ok: true, input: result.output }
    : { ok: false, field: firstField(result.issues) }
}
