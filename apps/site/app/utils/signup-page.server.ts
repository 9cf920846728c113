import { redirect } from '@remix-run/node'
import { apiFor, currentMember } from './api.server.ts'

/** Members have an account already: the signup pages send them on to `target`. */
export async function redirectMembers(request: Request, target: string): Promise<void> {
  const { api, responseHeaders } = apiFor(request)
  const user = await currentMember(request, api)
  if (user) throw redirect(target, { headers: responseHeaders })
}
