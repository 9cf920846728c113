/**
 * The back office's own calls (docs/api.md, Back office): staff login and logout, the
 * invitation, the team an admin manages and the audit log. Every call but the login and the
 * invitation needs the `staff_sid` cookie; a member's session opens none of them.
 */
import {
  administeredSites,
  auditQuerySchema,
  grantRoleSchema,
  invitationAcceptSchema,
  revokeRoleSchema,
  staffLimits,
  staffLoginSchema,
  staffLogoutSchema,
  staffPasswordSchema,
  type StaffView,
} from '@dating/domain/staff'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { beginLoginAttempt, loginSucceeded } from '../accounts/login-lockout.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { brandOrigin } from '../brand/public-origin.ts'
import type { AppEnv } from '../http/context.ts'
import { sites } from '../db/schema.ts'
import { staff } from './schema.ts'
import { clearStaffSessionCookie, setStaffSessionCookie } from '../http/cookies.ts'
import { clientAddress, countedClientAddress, userAgent } from '../http/request.ts'
import { ApiError } from '../http/errors.ts'
import { readJsonBody, readQuery, validate } from '../http/input.ts'
import { acceptInvitation, findInvitation, grantStaffRole, revokeStaffRole } from './accounts.ts'
import { invitationLink } from './invitation-link.ts'
import { writeAudit } from './audit.ts'
import { auditPage } from './audit-log.ts'
import { requireAdminOf, requireStaff } from './guard.ts'
import { createStaffSession, endStaffSessions, rolesOf, type StaffMember } from './sessions.ts'
import { teamOf } from './team.ts'

const invitationQuerySchema = v.object({ token: invitationAcceptSchema.entries.token })

function staffView(member: Omit<StaffMember, 'tokenHash'>): StaffView {
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    language: member.language,
    roles: member.roles,
  }
}

/** Starts a back-office session on this response (and ends the request's previous one). */
async function startStaffSession(c: Context<AppEnv>, staffId: number): Promise<StaffView> {
  const { db, now } = c.var.deps
  const token = await createStaffSession(
    db,
    staffId,
    { clientAddress: clientAddress(c), userAgent: userAgent(c) },
    now(),
  )
  setStaffSessionCookie(c, token, staffLimits.sessionHours * 60 * 60)
  const [account] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email, language: staff.language })
    .from(staff)
    .where(eq(staff.id, staffId))
  if (!account) throw new ApiError('login_failed')
  return staffView({ ...account, roles: await rolesOf(db, staffId) })
}

export const staffRoutes = new Hono<AppEnv>()
  /**
   * The login of the back office, with the members' lockout (per address and address pair)
   * under keys of its own: a stranger guessing a staff password blocks only themself.
   */
  .post('/api/staff/login.php', async (c) => {
    const input = await readJsonBody(c, staffLoginSchema)
    const { db, now } = c.var.deps
    const attempt = {
      siteId: c.var.site.id,
      email: `staff:${input.email}`,
      address: countedClientAddress(c),
    }
    const started = await beginLoginAttempt(db, attempt, now())
    if (started.blockedMinutes !== null) {
      throw new ApiError('login_blocked', { minutes: started.blockedMinutes })
    }
    const [account] = await db
      .select({ id: staff.id, passwordHash: staff.passwordHash })
      .from(staff)
      .where(eq(staff.email, input.email))
    const passwordRight = await verifyPassword(account?.passwordHash ?? null, input.password)
    if (!account || !passwordRight) throw new ApiError('login_failed')
    // Someone whose every role was revoked keeps the password but has nothing to open.
    if ((await rolesOf(db, account.id)).length === 0) throw new ApiError('login_failed')
    await loginSucceeded(db, attempt, started.eventIds, now())
    const view = await startStaffSession(c, account.id)
    await writeAudit(c, { staffId: account.id, action: 'login' })
    return c.json({ staff: view })
  })
  .get('/api/staff/me.php', async (c) => {
    const member = await requireStaff(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ staff: staffView(member) })
  })
  .post('/api/staff/logout.php', async (c) => {
    const { everywhere } = await readJsonBody(c, staffLogoutSchema)
    const member = await requireStaff(c)
    await endStaffSessions(
      c.var.deps.db,
      everywhere ? { staffId: member.id } : { tokenHash: member.tokenHash },
    )
    await writeAudit(c, {
      staffId: member.id,
      action: everywhere ? 'logout_everywhere' : 'logout',
    })
    clearStaffSessionCookie(c)
    return c.json({ ok: true })
  })
  .get('/api/staff/invitation.php', async (c) => {
    const { token } = readQuery(c, invitationQuerySchema)
    const invitation = await findInvitation(c.var.deps.db, token, c.var.deps.now())
    if (!invitation) throw new ApiError('link_invalid')
    c.header('Cache-Control', 'no-store')
    return c.json({ invitation: { email: invitation.email, name: invitation.name } })
  })
  .post('/api/staff/invitation.php', async (c) => {
    const input = await readJsonBody(c, invitationAcceptSchema)
    if (input.password !== input.password_repeat) throw new ApiError('passwords_differ')
    const password = validate(staffPasswordSchema, input.password, 'password')
    const staffId = await acceptInvitation(c.var.deps.db, input.token, password, c.var.deps.now())
    if (staffId === null) throw new ApiError('link_invalid')
    const view = await startStaffSession(c, staffId)
    await writeAudit(c, { staffId, action: 'invitation_accepted' })
    return c.json({ staff: view })
  })
  .get('/api/staff/team.php', async (c) => {
    const member = await requireStaff(c)
    const managed = administeredSites(member.roles)
    if (managed.length === 0) throw new ApiError('forbidden')
    c.header('Cache-Control', 'no-store')
    return c.json({ team: await teamOf(c.var.deps.db, managed) })
  })
  /** An admin makes someone a moderator; a new address gets an account and an invitation. */
  .post('/api/staff/roles.php', async (c) => {
    const input = await readJsonBody(c, grantRoleSchema)
    const admin = await requireAdminOf(c, input.site_id)
    const { db, now, mail, backofficeUrl, publicOrigins } = c.var.deps
    const [site] = await db.select().from(sites).where(eq(sites.id, input.site_id))
    if (!site) throw new ApiError('not_found')
    const granted = await grantStaffRole(
      db,
      {
        email: input.email,
        name: input.name,
        siteId: input.site_id,
        role: 'moderator',
        language: input.language,
        grantedByStaffId: admin.id,
      },
      now(),
    )
    await writeAudit(c, {
      staffId: admin.id,
      siteId: input.site_id,
      action: 'role_granted',
      subject: `staff ${granted.staffId}`,
      details: { role: 'moderator', email: input.email, new_role: granted.granted },
    })
    if (granted.invitationToken) {
      const [invited] = await db
        .select({ language: staff.language, name: staff.name })
        .from(staff)
        .where(eq(staff.id, granted.staffId))
      await mail.send({
        kind: 'staff_invitation',
        site,
        origin: brandOrigin(site, publicOrigins),
        to: {
          email: input.email,
          userId: null,
          locale: invited?.language ?? input.language,
          name: invited?.name ?? input.name,
        },
        data: {
          inviteUrl: invitationLink(backofficeUrl, granted.invitationToken),
          role: 'moderator',
          validDays: staffLimits.invitationDays,
        },
      })
    }
    return c.json({ staff_id: granted.staffId, invited: granted.invitationToken !== null }, 201)
  })
  .delete('/api/staff/roles.php', async (c) => {
    const input = await readJsonBody(c, revokeRoleSchema)
    const admin = await requireAdminOf(c, input.site_id)
    const revoked = await revokeStaffRole(c.var.deps.db, {
      staffId: input.staff_id,
      siteId: input.site_id,
      role: 'moderator',
    })
    if (!revoked) throw new ApiError('not_found')
    await writeAudit(c, {
      staffId: admin.id,
      siteId: input.site_id,
      action: 'role_revoked',
      subject: `staff ${input.staff_id}`,
      details: { role: 'moderator' },
    })
    return c.json({ ok: true })
  })
  .get('/api/staff/audit.php', async (c) => {
    const query = readQuery(c, auditQuerySchema)
    const member = await requireStaff(c)
    const managed = administeredSites(member.roles)
    if (managed.length === 0) throw new ApiError('forbidden')
    if (query.site !== undefined && !managed.includes(query.site)) throw new ApiError('forbidden')
    c.header('Cache-Control', 'no-store')
    return c.json(await auditPage(c.var.deps.db, { ...query, sites: managed }))
  })
