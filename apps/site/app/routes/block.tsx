import { idParamSchema } from '@dating/domain/ids'
import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import * as v from 'valibot'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import { loginIfAuthRequired } from '~/utils/login-redirect.server.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'

const blockFormSchema = v.object({
  intent: v.picklist(['block', 'unblock']),
  profile_id: idParamSchema,
  /** Where to go afterwards; without it the answer is JSON (for fetchers that stay). */
  redirectTo: v.optional(v.string()),
  /** The member's name, for the notice on the next page. */
  name: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
})

export type BlockActionData = { ok: true } | { ok: false; message: string }

/** Blocks or unblocks a member, for the profile menu and the settings page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(blockFormSchema, Object.fromEntries(await request.formData()))
  if (!form.success) throw new Response(null, { status: 400 })
  const { api, responseHeaders } = apiFor(request)
  const { intent, profile_id: profileId, redirectTo, name } = form.output
  try {
    if (intent === 'block') await api.block(profileId)
    else await api.unblock(profileId)
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (isApiError(error) && error.status < 500) {
      return json<BlockActionData>(
        { ok: false, message: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
  if (redirectTo !== undefined) {
    if (intent === 'block') {
      appendFlash(responseHeaders, request, { id: 'safety.blocked', values: { name } })
    }
    return redirect(safeRedirectTarget(redirectTo, '/members'), { headers: responseHeaders })
  }
  return json<BlockActionData>({ ok: true }, { headers: responseHeaders })
}

export function loader() {
  return redirect('/members')
}
