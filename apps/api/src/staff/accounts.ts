import { randomBytes } from 'node:crypto'
import type { Locale } from '@dating/domain/locales'
import { type StaffRole, staffLimits } from '@dating/domain/staff'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords.ts'
import { hashToken } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { staff, staffInvitations, staffRoleGrants } from './schema.ts'
import { endStaffSessions } from './sessions.ts'

const dayMs = 24 * 60 * 60 * 1000

export type RoleGrant = {
  email: string
  name: string
  siteId: number
  role: StaffRole
  language: Locale
  grantedByStaffId: number | null
}

export type GrantedRole = {
  staffId: number
  /** Whether the role is new (granting a held role again changes nothing). */
  granted: boolean
  /** The invitation's token when the account has no password yet (a new staff member). */
  invitationToken: string | null
}

/**
 * Grants a role on a brand, creating the staff account when the address has none. An account
 * without a password gets a fresh invitation (7 days) to choose one; earlier links stop working.
 */
export async function grantStaffRole(
  db: Database,
  grant: RoleGrant,
  now: Date,
): Promise<GrantedRole> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staff)
      .values({ email: grant.email, name: grant.name, language: grant.language, createdAt: now })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id })
    const [account] = created
      ? [{ id: created.id, passwordHash: null }]
      : await tx
          .select({ id: staff.id, passwordHash: staff.passwordHash })
          .from(staff)
          .where(eq(staff.email, grant.email))
    if (!account) throw new Error('The staff account was not stored')
    const inserted = await tx
      .insert(staffRoleGrants)
      .values({
        staffId: account.id,
        siteId: grant.siteId,
        role: grant.role,
        grantedByStaffId: grant.grantedByStaffId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ staffId: staffRoleGrants.staffId })
    let invitationToken: string | null = null
    if (account.passwordHash === null) {
      invitationToken = randomBytes(32).toString('base64url')
      await tx.delete(staffInvitations).where(eq(staffInvitations.staffId, account.id))
      await tx.insert(staffInvitations).values({
        tokenHash: hashToken(invitationToken),
        staffId: account.id,
        expiresAt: new Date(now.getTime() + staffLimits.invitationDays * dayMs),
        createdAt: now,
      })
    }
    return { staffId: account.id, granted: inserted.length > 0, invitationToken }
  })
}

/**
 * Takes a role back. Without roles left, the staff member's sessions end at once (a session
 * of someone without a role opens nothing anyway: staff/sessions.ts).
 */
export async function revokeStaffRole(
  db: Database,
  revoke: { staffId: number; siteId: number; role: StaffRole },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffRoleGrants)
      .where(
        and(
          eq(staffRoleGrants.staffId, revoke.staffId),
          eq(staffRoleGrants.siteId, revoke.siteId),
          eq(staffRoleGrants.role, revoke.role),
        ),
      )
      .returning({ staffId: staffRoleGrants.staffId })
    const [left] = await tx
      .select({ staffId: staffRoleGrants.staffId })
      .from(staffRoleGrants)
      .where(eq(staffRoleGrants.staffId, revoke.staffId))
      .limit(1)
    if (!left) await endStaffSessions(tx, { staffId: revoke.staffId })
    return removed.length > 0
  })
}

/** Whom an unused, unexpired invitation invites, or null. */
export async function findInvitation(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({ staffId: staff.id, email: staff.email, name: staff.name })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        gt(staffInvitations.expiresAt, now),
        isNull(staffInvitations.usedAt),
      ),
    )
  return row ?? null
}

/** Uses the invitation once (one UPDATE decides between two at once) and sets the password. */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<number | null> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          gt(staffInvitations.expiresAt, now),
          isNull(staffInvitations.usedAt),
        ),
      )
      .returning({ staffId: staffInvitations.staffId })
    if (!used) return null
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, used.staffId))
    return used.staffId
  })
}
