import { idParamSchema } from '@dating/domain/ids'
import type { LikeResult } from '@dating/domain/entities'
import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import * as v from 'valibot'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { appendFlash } from '~/utils/flash-response.server.ts'
import type { Flash } from '~/utils/flash.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'

const likeFormSchema = v.object({
  intent: v.picklist(['like', 'unlike']),
  profile_id: idParamSchema,
  source: v.optional(v.picklist(['profile', 'match_finder']), 'profile'),
  /** Sent by a form posted before hydration: the answer is a redirect there (decision 076). */
  redirectTo: v.optional(v.string()),
  /** The member's name, for that notice. */
  name: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
})

export type LikeActionData =
  | { ok: true; result: LikeResult }
  | { ok: false; error: string; message: string }

/**
 * Likes or unlikes a profile for the like buttons: a fetcher posts here once the page is
 * hydrated (so layouts reload); a form posted before comes back to its page with a notice.
 * Liking twice keeps one like (the api's like is idempotent).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = v.safeParse(likeFormSchema, Object.fromEntries(await request.formData()))
  if (!form.success) {
    return json<LikeActionData>(
      { ok: false, error: 'validation_failed', message: '' },
      { status: 400 },
    )
  }
  const { api, responseHeaders } = apiFor(request)
  const { intent, profile_id: profileId, source, redirectTo, name } = form.output
  const back = () =>
    redirect(safeRedirectTarget(redirectTo, '/likes'), { headers: responseHeaders })
  try {
    const result =
      intent === 'like'
        ? await api.like({ profile_id: profileId, source })
        : await api.unlike(profileId)
    if (redirectTo === undefined) {
      return json<LikeActionData>({ ok: true, result }, { headers: responseHeaders })
    }
    appendFlash(responseHeaders, request, likedNotice(result, name || result.profile.name))
    return back()
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      if (redirectTo !== undefined) {
        appendFlash(responseHeaders, request, {
          id: 'likes.notSaved',
          values: { reason: error.message },
        })
        return back()
      }
      return json<LikeActionData>(
        { ok: false, error: error.code, message: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
}

function likedNotice(result: LikeResult, name: string): Flash {
  if (!result.liked) return { id: 'likes.unliked', values: { name } }
  return { id: result.match ? 'likes.matchTitle' : 'likes.liked', values: { name } }
}
