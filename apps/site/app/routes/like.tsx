import { idParamSchema } from '@dating/domain/ids'
import type { LikeResult } from '@dating/domain/entities'
import { type ActionFunctionArgs, json } from '@remix-run/node'
import * as v from 'valibot'
import { apiFor, isApiError } from '~/utils/api.server.ts'

const likeFormSchema = v.object({
  intent: v.picklist(['like', 'unlike']),
  profile_id: idParamSchema,
  source: v.optional(v.picklist(['profile', 'match_finder']), 'profile'),
})

export type LikeActionData =
  | { ok: true; result: LikeResult }
  | { ok: false; error: string; message: string }

/** Likes or unlikes a profile for the like buttons (a fetcher posts here, so layouts reload). */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(likeFormSchema, Object.fromEntries(await request.formData()))
  if (!form.success) {
    return json<LikeActionData>(
      { ok: false, error: 'validation_failed', message: '' },
      { status: 400 },
    )
  }
  const { api, responseHeaders } = apiFor(request)
  const { intent, profile_id: profileId, source } = form.output
  try {
    const result =
      intent === 'like'
        ? await api.like({ profile_id: profileId, source })
        : await api.unlike(profileId)
    return json<LikeActionData>({ ok: true, result }, { headers: responseHeaders })
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return json<LikeActionData>(
        { ok: false, error: error.code, message: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
}
