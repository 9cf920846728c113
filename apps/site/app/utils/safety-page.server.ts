import { parseId } from '@dating/domain/ids'
import { redirect } from '@remix-run/node'
import { apiFor, currentMember, notFoundOnApi404 } from './api.server.ts'

/**
 * The profile a block or report page is about (its `id` parameter), for a member; a visitor
 * logs in first and comes back.
 */
export async function safetyTarget(request: Request, idParam: string | undefined) {
  const id = parseId(idParam)
  if (id === null) throw new Response(null, { status: 404 })
  const { api, responseHeaders } = apiFor(request)
  if (!(await currentMember(request, api))) {
    const url = new URL(request.url)
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`)
  }
  const { profile } = await api.getProfile(id).catch(notFoundOnApi404)
  return { profile: { id: profile.id, name: profile.name }, api, responseHeaders }
}
