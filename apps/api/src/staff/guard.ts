import { canAdminister, canModerate } from '@dating/domain/staff'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { staffSessionToken } from '../http/request.ts'
import { findStaffSession, type StaffMember } from './sessions.ts'

const found = new WeakMap<Context<AppEnv>, Promise<StaffMember | null>>()

/** The staff member behind the request's `staff_sid` cookie, looked up once per request. */
export function currentStaff(c: Context<AppEnv>): Promise<StaffMember | null> {
  let lookup = found.get(c)
  if (!lookup) {
    const token = staffSessionToken(c)
    lookup = token
      ? findStaffSession(c.var.deps.db, token, c.var.deps.now())
      : Promise.resolve(null)
    found.set(c, lookup)
  }
  return lookup
}

/**
 * The staff member of the request, or 403 authentication_required. A member's session counts
 * for nothing here: back-office calls read only the back office's own cookie.
 */
export async function requireStaff(c: Context<AppEnv>): Promise<StaffMember> {
  const member = await currentStaff(c)
  if (!member) throw new ApiError('authentication_required')
  return member
}

/** A staff member who moderates the brand `siteId`, else 403 forbidden. */
export async function requireModeratorOf(c: Context<AppEnv>, siteId: number): Promise<StaffMember> {
  const member = await requireStaff(c)
  if (!canModerate(member.roles, siteId)) throw new ApiError('forbidden')
  return member
}

/** A staff member who administers the brand `siteId`, else 403 forbidden. */
export async function requireAdminOf(c: Context<AppEnv>, siteId: number): Promise<StaffMember> {
  const member = await requireStaff(c)
  if (!canAdminister(member.roles, siteId)) throw new ApiError('forbidden')
  return member
}

/**
 * The brands a list call covers: the one asked for (which the staff member must moderate), or
 * all of theirs.
 */
export function sitesInScope(member: StaffMember, asked: number | undefined): number[] {
  const own = [...new Set(member.roles.map((role) => role.site_id))]
  if (asked === undefined) return own
  if (!own.includes(asked)) throw new ApiError('forbidden')
  return [asked]
}
