/**
 * Staff of the back office (decision 055): accounts of their own, roles per brand, sessions
 * apart from members', and the append-only audit log of what they did.
 */
import * as v from 'valibot'
import { idParamSchema, idSchema } from './ids.ts'
import { locales } from './locales.ts'

/** moderator: decides on the brand's reports, appeals and photos. admin: also grants moderators. */
export const staffRoles = ['moderator', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value)
}

export const staffLimits = {
  nameMax: 100,
  /** Staff see members' data: a longer password than members need. */
  passwordMin: 12,
  passwordMax: 200,
  /** A back-office session ends this long after the login, whatever happens. */
  sessionHours: 10,
  /** …and this long after its last use. */
  idleMinutes: 60,
  /** An invitation link works this long. */
  invitationDays: 7,
} as const

/** Everything a staff member can do that the audit log records. */
export const auditActions = [
  'login',
  'logout',
  'logout_everywhere',
  'invitation_accepted',
  'role_granted',
  'role_revoked',
  'report_claimed',
  'report_released',
  'report_opened',
  'decision_taken',
  'interim_suspension',
  'report_dismissed',
  'appeal_upheld',
  'appeal_reversed',
  'photo_approved',
  'transparency_exported',
] as const
export type AuditAction = (typeof auditActions)[number]

const staffEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())

export const staffPasswordSchema = v.pipe(
  v.string(),
  v.minLength(staffLimits.passwordMin),
  v.maxLength(staffLimits.passwordMax),
)

/** POST /api/staff/login.php */
export const staffLoginSchema = v.object({
  email: staffEmail,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(staffLimits.passwordMax)),
})
export type StaffLoginInput = v.InferOutput<typeof staffLoginSchema>

/** POST /api/staff/logout.php: this session, or every session of the staff member. */
export const staffLogoutSchema = v.object({ everywhere: v.optional(v.boolean(), false) })

/** POST /api/staff/invitation.php: the mailed link's token and the chosen password, twice. */
export const invitationAcceptSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  password: v.pipe(v.string(), v.maxLength(staffLimits.passwordMax)),
  password_repeat: v.pipe(v.string(), v.maxLength(staffLimits.passwordMax)),
})

/** POST /api/staff/roles.php: an admin makes someone a moderator of one of their brands. */
export const grantRoleSchema = v.object({
  email: staffEmail,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(staffLimits.nameMax)),
  site_id: idSchema,
  language: v.optional(v.picklist(locales), 'en'),
})
export type GrantRoleInput = v.InferOutput<typeof grantRoleSchema>

/** DELETE /api/staff/roles.php: an admin takes a moderator role back. */
export const revokeRoleSchema = v.object({ staff_id: idSchema, site_id: idSchema })

export const staffRoleViewSchema = v.object({
  site_id: v.number(),
  brand: v.string(),
  domain: v.string(),
  role: v.picklist(staffRoles),
})
export type StaffRoleView = v.InferOutput<typeof staffRoleViewSchema>

/** The logged-in staff member (GET /api/staff/me.php, the login's answer). */
export const staffViewSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  language: v.picklist(locales),
  roles: v.array(staffRoleViewSchema),
})
export type StaffView = v.InferOutput<typeof staffViewSchema>

export const staffResponseSchema = v.object({ staff: staffViewSchema })

/** A member of the team as an admin sees them (GET /api/staff/team.php). */
export const teamMemberSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  /** Whether the invitation was accepted (a password is set). */
  active: v.boolean(),
  roles: v.array(staffRoleViewSchema),
})
export type TeamMember = v.InferOutput<typeof teamMemberSchema>
export const teamResponseSchema = v.object({ team: v.array(teamMemberSchema) })

/** GET /api/staff/invitation.php?token=: whom the link invites. */
export const invitationResponseSchema = v.object({
  invitation: v.object({ email: v.string(), name: v.string() }),
})

export const auditEntrySchema = v.object({
  id: v.number(),
  staff_id: v.number(),
  staff_name: v.string(),
  staff_email: v.string(),
  site_id: v.nullable(v.number()),
  brand: v.nullable(v.string()),
  action: v.picklist(auditActions),
  subject: v.nullable(v.string()),
  details: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  client_address: v.nullable(v.string()),
  user_agent: v.nullable(v.string()),
  created_at: v.string(),
})
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>

export const pageInfoSchema = v.object({
  page: v.number(),
  page_count: v.number(),
  total: v.number(),
})
export type PageInfo = v.InferOutput<typeof pageInfoSchema>

export const auditResponseSchema = v.object({
  entries: v.array(auditEntrySchema),
  ...pageInfoSchema.entries,
})

/** A page number of a paged list: 1 when missing or not a whole positive number. */
export const pageQuerySchema = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/), v.transform(Number)),
  '1',
)

/** A brand id in a query string. */
export const siteQuerySchema = v.optional(idParamSchema)

/** GET /api/staff/audit.php: newest first, by brand, staff member and action. */
export const auditQuerySchema = v.object({
  page: pageQuerySchema,
  site: siteQuerySchema,
  staff: siteQuerySchema,
  action: v.optional(v.picklist(auditActions)),
})

/** Whether the roles let their holder moderate the brand `siteId` (an admin moderates too). */
export function canModerate(
  roles: readonly Pick<StaffRoleView, 'site_id'>[],
  siteId: number,
): boolean {
  return roles.some((held) => held.site_id === siteId)
}

/** Whether the roles let their holder grant and revoke moderators of the brand `siteId`. */
export function canAdminister(
  roles: readonly Pick<StaffRoleView, 'site_id' | 'role'>[],
  siteId: number,
): boolean {
  return roles.some((held) => held.site_id === siteId && held.role === 'admin')
}

/** The brands whose moderation the roles allow. */
export function moderatedSites(roles: readonly Pick<StaffRoleView, 'site_id'>[]): number[] {
  return [...new Set(roles.map((held) => held.site_id))]
}

/** The brands the roles administer. */
export function administeredSites(
  roles: readonly Pick<StaffRoleView, 'site_id' | 'role'>[],
): number[] {
  return [...new Set(roles.filter((held) => held.role === 'admin').map((held) => held.site_id))]
}
