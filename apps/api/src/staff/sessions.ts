import { randomBytes } from 'node:crypto'
import type { Locale } from '@dating/domain/locales'
import { type StaffRoleView, staffLimits } from '@dating/domain/staff'
import { and, eq, gt } from 'drizzle-orm'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import { staff, staffRoleGrants, staffSessions } from './schema.ts'

const hourMs = 60 * 60 * 1000
const sessionMs = staffLimits.sessionHours * hourMs
const idleMs = staffLimits.idleMinutes * 60 * 1000
/** A session's last use is written at most this often. */
const touchEveryMs = 60 * 1000

export type StaffMember = {
  id: number
  name: string
  email: string
  language: Locale
  roles: StaffRoleView[]
  /** The session's token hash. */
  tokenHash: string
}

/** A new session of the staff member; returns the token for the cookie (its hash is stored). */
export async function createStaffSession(
  db: Database,
  staffId: number,
  from: { clientAddress: string | null; userAgent: string | null },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionMs),
    clientAddress: from.clientAddress,
    userAgent: from.userAgent?.slice(0, 500) ?? null,
  })
  return token
}

/** The roles of a staff member on every brand, with the brand's name and domain. */
export async function rolesOf(db: Database, staffId: number): Promise<StaffRoleView[]> {
  const rows = await db
    .select({
      site_id: staffRoleGrants.siteId,
      brand: sites.name,
      domain: sites.domain,
      role: staffRoleGrants.role,
    })
    .from(staffRoleGrants)
    .innerJoin(sites, eq(sites.id, staffRoleGrants.siteId))
    .where(eq(staffRoleGrants.staffId, staffId))
    .orderBy(staffRoleGrants.siteId, staffRoleGrants.role)
  return rows
}

/**
 * The staff member of a live session: not past its end, used within the idle limit, and of
 * someone who still holds a role (revoking the last role ends the access at once).
 */
export async function findStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffMember | null> {
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      language: staff.language,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
  if (!row) return null
  const roles = await rolesOf(db, row.id)
  if (roles.length === 0) return null
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.tokenHash, tokenHash))
  }
  const { lastSeenAt: _lastSeenAt, ...member } = row
  return { ...member, roles, tokenHash }
}

/** Ends one session, or every session of the staff member. */
export async function endStaffSessions(
  db: Database,
  which: { tokenHash: string } | { staffId: number },
): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      'tokenHash' in which
        ? eq(staffSessions.tokenHash, which.tokenHash)
        : eq(staffSessions.staffId, which.staffId),
    )
}
