import { canAdminister, moderatedSites, type StaffView } from '@dating/domain/staff'
import { redirect } from '@remix-run/node'
import { type BackofficeApi, backofficeApi, isApiError } from './api.server.ts'

export type StaffRequest = { staff: StaffView; api: BackofficeApi }

/** The login page's address that brings the staff member back here afterwards. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url)
  const next = `${url.pathname}${url.search}`
  return next === '/' ? '/login' : `/login?${new URLSearchParams({ next })}`
}

/** The staff member of the request, or null (no back-office session, or it ended). */
export async function currentStaff(api: BackofficeApi): Promise<StaffView | null> {
  return api.calls.me().catch((error: unknown) => {
    if (isApiError(error, 403)) return null
    throw error
  })
}

/** A page for staff: without a live back-office session, the login (and back here after it). */
export async function requireStaff(request: Request): Promise<StaffRequest> {
  const api = backofficeApi(request)
  const staff = await currentStaff(api)
  if (!staff) throw redirect(loginUrl(request), { headers: api.responseHeaders })
  return { staff, api }
}

/** A page for admins of at least one brand; a moderator gets 403. */
export async function requireAdmin(request: Request): Promise<StaffRequest> {
  const found = await requireStaff(request)
  if (!found.staff.roles.some((role) => canAdminister(found.staff.roles, role.site_id))) {
    throw new Response(null, { status: 403 })
  }
  return found
}

/** The brands the staff member works on, as select options (id and name). */
export function brandOptions(staff: StaffView): { value: string; label: string }[] {
  return moderatedSites(staff.roles).map((siteId) => ({
    value: String(siteId),
    label: staff.roles.find((role) => role.site_id === siteId)?.brand ?? String(siteId),
  }))
}

/** The brands the staff member administers, as select options. */
export function administeredBrandOptions(staff: StaffView) {
  return brandOptions(staff).filter((option) => canAdminister(staff.roles, Number(option.value)))
}

/** A redirect target from a `next` parameter: a path of this app only, else the queue. */
export function safeNext(next: string | null | undefined): string {
  if (typeof next !== 'string' || !next.startsWith('/') || /^\/[/\\]/.test(next)) {
    return '/queue'
  }
  return next
}
