import { idParamSchema } from '@dating/domain/ids'
import { reportReasons } from '@dating/domain/profile-attributes'
import { reportNoteMax } from '@dating/domain/safety'
import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import * as v from 'valibot'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'

const reportFormSchema = v.object({
  profile_id: idParamSchema,
  reason: v.picklist(reportReasons),
  note: v.optional(v.pipe(v.string(), v.maxLength(reportNoteMax)), ''),
})

export type ReportActionData = { ok: true } | { ok: false; message: string | null }

/** Sends a report on a profile to the moderation queue, for the profile menu's dialog. */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(reportFormSchema, Object.fromEntries(await request.formData()))
  if (!form.success) {
    return json<ReportActionData>({ ok: false, message: null }, { status: 400 })
  }
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.report(form.output)
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (isApiError(error) && error.status < 500) {
      return json<ReportActionData>(
        { ok: false, message: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
  return json<ReportActionData>({ ok: true }, { headers: responseHeaders })
}

export function loader() {
  return redirect('/members')
}
