/**
 * Calls of the back office (docs/api.md, Back office; decisions 055-058): staff sessions, the
 * team and audit log, and the moderation work. They act on the `staff_sid` cookie the caller
 * forwards; a member's session opens none of them.
 */
import type { DecisionInput } from '@dating/domain/moderation'
import { decisionResponseSchema, type ModerationDecision } from '@dating/domain/moderation'
import {
  type AppealItem,
  type AppealOutcomeInput,
  appealOutcomeResponseSchema,
  appealsResponseSchema,
  caseResponseSchema,
  type Claim,
  claimResponseSchema,
  type Dismissal,
  type DismissInput,
  dismissalResponseSchema,
  type ModerationCase,
  type PhotoQueueItem,
  photoQueueResponseSchema,
  type QueueItem,
  type QueueQuery,
  queueResponseSchema,
} from '@dating/domain/moderation-queue'
import {
  type AuditAction,
  type AuditEntry,
  auditResponseSchema,
  type GrantRoleInput,
  invitationResponseSchema,
  type PageInfo,
  type StaffView,
  staffResponseSchema,
  type TeamMember,
  teamResponseSchema,
} from '@dating/domain/staff'
import { type TransparencyReport, transparencyResponseSchema } from '@dating/domain/transparency'
import * as v from 'valibot'
import type { ApiClient, CallOptions, QueryValue } from './client.ts'

const okSchema = v.object({ ok: v.literal(true) })
const grantResponseSchema = v.object({ staff_id: v.number(), invited: v.boolean() })

export type Paged<K extends string, T> = { [key in K]: T[] } & PageInfo

export type Period = { site: number; from: string; to: string }

export interface BackofficeCalls {
  /** POST /api/staff/login.php: starts a back-office session (sets `staff_sid`). */
  login(input: { email: string; password: string }, call?: CallOptions): Promise<StaffView>
  /** GET /api/staff/me.php: the staff member of the session. */
  me(call?: CallOptions): Promise<StaffView>
  /** POST /api/staff/logout.php: this session, or every session of the staff member. */
  logout(input: { everywhere: boolean }, call?: CallOptions): Promise<void>
  /** GET /api/staff/invitation.php: whom an invitation link invites. */
  getInvitation(token: string, call?: CallOptions): Promise<{ email: string; name: string }>
  /** POST /api/staff/invitation.php: chooses the password and logs in. */
  acceptInvitation(
    input: { token: string; password: string; password_repeat: string },
    call?: CallOptions,
  ): Promise<StaffView>
  team(call?: CallOptions): Promise<TeamMember[]>
  grantModerator(
    input: GrantRoleInput,
    call?: CallOptions,
  ): Promise<{ staff_id: number; invited: boolean }>
  revokeModerator(input: { staff_id: number; site_id: number }, call?: CallOptions): Promise<void>
  audit(
    query: { page?: number; site?: number; staff?: number; action?: AuditAction },
    call?: CallOptions,
  ): Promise<Paged<'entries', AuditEntry>>
  queue(query: Partial<QueueQuery>, call?: CallOptions): Promise<Paged<'reports', QueueItem>>
  getCase(reportId: number, call?: CallOptions): Promise<ModerationCase>
  claim(input: { report_id: number; release?: boolean }, call?: CallOptions): Promise<Claim | null>
  decide(
    input: Partial<DecisionInput> & Pick<DecisionInput, 'profile_id'>,
    call?: CallOptions,
  ): Promise<ModerationDecision>
  dismiss(input: DismissInput, call?: CallOptions): Promise<Dismissal>
  appeals(
    query: { page?: number; site?: number },
    call?: CallOptions,
  ): Promise<Paged<'appeals', AppealItem>>
  decideAppeal(input: AppealOutcomeInput, call?: CallOptions): Promise<void>
  photos(
    query: { page?: number; site?: number },
    call?: CallOptions,
  ): Promise<Paged<'photos', PhotoQueueItem>>
  approvePhoto(imageId: number, call?: CallOptions): Promise<void>
  transparency(period: Period, call?: CallOptions): Promise<TransparencyReport>
}

function query(values: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

export function createBackofficeCalls(client: ApiClient): BackofficeCalls {
  return {
    login: async (input, call) => {
      const { data } = await client.request(staffResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/staff/login.php',
        body: input,
      })
      return data.staff
    },
    me: async (call) => {
      const { data } = await client.request(staffResponseSchema, {
        ...call,
        path: '/api/staff/me.php',
      })
      return data.staff
    },
    logout: async (input, call) => {
      await client.request(okSchema, {
        ...call,
        method: 'POST',
        path: '/api/staff/logout.php',
        body: input,
      })
    },
    getInvitation: async (token, call) => {
      const { data } = await client.request(invitationResponseSchema, {
        ...call,
        path: '/api/staff/invitation.php',
        query: { token },
      })
      return data.invitation
    },
    acceptInvitation: async (input, call) => {
      const { data } = await client.request(staffResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/staff/invitation.php',
        body: input,
      })
      return data.staff
    },
    team: async (call) => {
      const { data } = await client.request(teamResponseSchema, {
        ...call,
        path: '/api/staff/team.php',
      })
      return data.team
    },
    grantModerator: async (input, call) => {
      const { data } = await client.request(grantResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/staff/roles.php',
        body: input,
      })
      return data
    },
    revokeModerator: async (input, call) => {
      await client.request(okSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/staff/roles.php',
        body: input,
      })
    },
    audit: async (values, call) => {
      const { data } = await client.request(auditResponseSchema, {
        ...call,
        path: '/api/staff/audit.php',
        query: query(values),
      })
      return data
    },
    queue: async (values, call) => {
      const { data } = await client.request(queueResponseSchema, {
        ...call,
        path: '/api/moderation/reports.php',
        query: query(values),
      })
      return data
    },
    getCase: async (reportId, call) => {
      const { data } = await client.request(caseResponseSchema, {
        ...call,
        path: '/api/moderation/report.php',
        query: { id: reportId },
      })
      return data.case
    },
    claim: async (input, call) => {
      const { data } = await client.request(claimResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/moderation/claim.php',
        body: input,
      })
      return data.claim
    },
    decide: async (input, call) => {
      const { data } = await client.request(decisionResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/moderation/decisions.php',
        body: input,
      })
      return data.decision
    },
    dismiss: async (input, call) => {
      const { data } = await client.request(dismissalResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/moderation/dismiss.php',
        body: input,
      })
      return data.dismissal
    },
    appeals: async (values, call) => {
      const { data } = await client.request(appealsResponseSchema, {
        ...call,
        path: '/api/moderation/appeals.php',
        query: query(values),
      })
      return data
    },
    decideAppeal: async (input, call) => {
      await client.request(appealOutcomeResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/moderation/appeal-outcome.php',
        body: input,
      })
    },
    photos: async (values, call) => {
      const { data } = await client.request(photoQueueResponseSchema, {
        ...call,
        path: '/api/moderation/photos.php',
        query: query(values),
      })
      return data
    },
    approvePhoto: async (imageId, call) => {
      await client.request(okSchema, {
        ...call,
        method: 'POST',
        path: '/api/moderation/photo-review.php',
        body: { image_id: imageId },
      })
    },
    transparency: async (period, call) => {
      const { data } = await client.request(transparencyResponseSchema, {
        ...call,
        path: '/api/moderation/transparency.php',
        query: { site: period.site, from: period.from, to: period.to },
      })
      return data.report
    },
  }
}

/** The CSV and statements downloads of a period, as links for the browser (same origin). */
export function transparencyDownloads(period: Period): { csv: string; statements: string } {
  const search = new URLSearchParams({
    site: String(period.site),
    from: period.from,
    to: period.to,
  })
  return {
    csv: `/api/moderation/transparency.php?${search}&format=csv`,
    statements: `/api/moderation/statements.php?${search}`,
  }
}
