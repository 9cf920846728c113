/**
 * The back office's moderation work (decision 056): the queue of notices and member reports,
 * a case with its evidence, claiming, dismissing, deciding appeals and reviewing new photos.
 */
import * as v from 'valibot'
import {
  appealStatuses,
  decisionGrounds,
  dismissalReasons,
  liftReasons,
  moderationLimits,
  restrictions,
} from './moderation.ts'
import { reportReasons, reportStatuses } from './profile-attributes.ts'
import { idParamSchema, idSchema as id } from './ids.ts'
import { pageInfoSchema, pageQuerySchema, siteQuerySchema } from './staff.ts'

/** `?id=` of a call about one report, photo or message. */
export const idQuerySchema = v.object({ id: idParamSchema })

/** Where a queued report came from: a member's report, or a notice through the public form. */
export const reportSources = ['member', 'notice'] as const
export type ReportSource = (typeof reportSources)[number]

/** How old a queued report must at least be to be listed (a filter of the queue). */
export const queueAges = ['1d', '7d', '30d'] as const
export type QueueAge = (typeof queueAges)[number]
export const queueAgeDays: Record<QueueAge, number> = { '1d': 1, '7d': 7, '30d': 30 }

/** Reports of this reason jump the queue (child sexual abuse material, DSA Art. 16(2)). */
export const urgentReasons: readonly string[] = ['child_sexual_abuse']

/** A claim keeps other moderators off a case this long after it was taken. */
export const claimMinutes = 30

/** Whether a claim taken at `claimedAt` still holds at `now`. */
export function claimIsLive(claimedAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(claimedAt).getTime() < claimMinutes * 60 * 1000
}

export const queuePageSize = 25

/** GET /api/moderation/reports.php: open reports, oldest first (urgent ones before all). */
export const queueQuerySchema = v.object({
  page: pageQuerySchema,
  site: siteQuerySchema,
  reason: v.optional(v.picklist(reportReasons)),
  source: v.optional(v.picklist(reportSources)),
  age: v.optional(v.picklist(queueAges)),
})
export type QueueQuery = v.InferOutput<typeof queueQuerySchema>

const profileRefSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.string(),
})

const claimSchema = v.object({
  staff_id: v.number(),
  staff_name: v.string(),
  claimed_at: v.string(),
})
export type Claim = v.InferOutput<typeof claimSchema>

export const queueItemSchema = v.object({
  id: v.number(),
  site_id: v.number(),
  brand: v.string(),
  source: v.picklist(reportSources),
  reason: v.picklist(reportReasons),
  status: v.picklist(reportStatuses),
  note: v.string(),
  content_url: v.nullable(v.string()),
  /** A notice sent without name and address (allowed for child sexual abuse material). */
  anonymous: v.boolean(),
  urgent: v.boolean(),
  profile: v.nullable(profileRefSchema),
  message_id: v.nullable(v.number()),
  /** Open reports about the same profile, this one included. */
  open_reports: v.number(),
  claim: v.nullable(claimSchema),
  /** An account suspension pending this report's review. */
  interim_decision_id: v.nullable(v.number()),
  created_at: v.string(),
})
export type QueueItem = v.InferOutput<typeof queueItemSchema>

export const queueResponseSchema = v.object({
  reports: v.array(queueItemSchema),
  ...pageInfoSchema.entries,
})

export const photoViewSchema = v.object({
  id: v.number(),
  status: v.string(),
  /** Shown unblurred to free members and visitors. */
  public: v.boolean(),
  reviewed: v.boolean(),
  /** The original, for staff only. */
  url: v.string(),
})

export const caseMessageSchema = v.object({
  id: v.number(),
  sender_profile_id: v.number(),
  sender_name: v.string(),
  kind: v.string(),
  text: v.string(),
  /** A chat photo's original, for staff only. */
  photo_url: v.nullable(v.string()),
  removed: v.boolean(),
  created_at: v.string(),
})
export type CaseMessage = v.InferOutput<typeof caseMessageSchema>

export const earlierDecisionSchema = v.object({
  id: v.number(),
  restriction: v.picklist(restrictions),
  ground: v.picklist(decisionGrounds),
  reason: v.picklist(reportReasons),
  facts: v.string(),
  interim: v.boolean(),
  moderator_name: v.nullable(v.string()),
  decided_at: v.string(),
  ends_at: v.nullable(v.string()),
  lifted_at: v.nullable(v.string()),
  lift_reason: v.nullable(v.picklist(liftReasons)),
  appeal_status: v.nullable(v.picklist(appealStatuses)),
})
export type EarlierDecision = v.InferOutput<typeof earlierDecisionSchema>

/** GET /api/moderation/report.php?id=: a queued report with everything needed to decide it. */
export const caseSchema = v.object({
  report: queueItemSchema,
  reporter: v.object({
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    profile_id: v.nullable(v.number()),
  }),
  profile: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      status: v.string(),
      account_status: v.string(),
      birthdate: v.string(),
      about: v.string(),
      joined_at: v.string(),
      photos: v.array(photoViewSchema),
      reports_total: v.number(),
    }),
  ),
  /** The reported message with the messages just before and after it, oldest first. */
  conversation: v.array(caseMessageSchema),
  decisions: v.array(earlierDecisionSchema),
})
export type ModerationCase = v.InferOutput<typeof caseSchema>
export const caseResponseSchema = v.object({ case: caseSchema })

/** Messages shown on each side of a reported message. */
export const conversationContext = 5

/** POST /api/moderation/claim.php: take a report (or give it back with `release`). */
export const claimInputSchema = v.object({
  report_id: id,
  release: v.optional(v.boolean(), false),
})
export const claimResponseSchema = v.object({ claim: v.nullable(claimSchema) })

/** POST /api/moderation/dismiss.php */
export const dismissInputSchema = v.object({
  report_id: id,
  reason: v.picklist(dismissalReasons),
  note: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(moderationLimits.factsMin),
    v.maxLength(moderationLimits.factsMax),
  ),
})
export type DismissInput = v.InferOutput<typeof dismissInputSchema>

export const dismissalSchema = v.object({
  id: v.number(),
  report_id: v.number(),
  reason: v.picklist(dismissalReasons),
  note: v.string(),
  decided_at: v.string(),
  appeal_until: v.string(),
})
export type Dismissal = v.InferOutput<typeof dismissalSchema>
export const dismissalResponseSchema = v.object({ dismissal: dismissalSchema })

/** What an appeal is against: a restriction (the member's) or a dismissed notice (its sender's). */
export const appealKinds = ['decision', 'dismissal'] as const
export type AppealKind = (typeof appealKinds)[number]

export const appealOutcomes = ['upheld', 'reversed'] as const
export type AppealOutcome = (typeof appealOutcomes)[number]

/** GET /api/moderation/appeals.php */
export const appealsQuerySchema = v.object({ page: pageQuerySchema, site: siteQuerySchema })

export const appealItemSchema = v.object({
  id: v.number(),
  kind: v.picklist(appealKinds),
  site_id: v.number(),
  brand: v.string(),
  explanation: v.string(),
  created_at: v.string(),
  /** Who took the decision appealed; they may not decide the appeal. */
  first_moderator_id: v.nullable(v.number()),
  first_moderator_name: v.nullable(v.string()),
  profile: v.nullable(profileRefSchema),
  decision: v.nullable(earlierDecisionSchema),
  dismissal: v.nullable(
    v.object({
      ...dismissalSchema.entries,
      report_reason: v.picklist(reportReasons),
      content_url: v.nullable(v.string()),
      report_note: v.string(),
    }),
  ),
})
export type AppealItem = v.InferOutput<typeof appealItemSchema>

export const appealsResponseSchema = v.object({
  appeals: v.array(appealItemSchema),
  ...pageInfoSchema.entries,
})

/** POST /api/moderation/appeal-outcome.php */
export const appealOutcomeInputSchema = v.object({
  appeal_id: id,
  outcome: v.picklist(appealOutcomes),
  note: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(moderationLimits.factsMin),
    v.maxLength(moderationLimits.factsMax),
  ),
})
export type AppealOutcomeInput = v.InferOutput<typeof appealOutcomeInputSchema>

export const appealOutcomeResponseSchema = v.object({
  appeal: v.object({ id: v.number(), status: v.picklist(appealStatuses) }),
})

/** GET /api/moderation/photos.php: member photos nobody has reviewed yet, oldest first. */
export const photoQueueQuerySchema = v.object({ page: pageQuerySchema, site: siteQuerySchema })

export const photoQueueItemSchema = v.object({
  ...photoViewSchema.entries,
  site_id: v.number(),
  brand: v.string(),
  profile: profileRefSchema,
  uploaded_at: v.string(),
})
export type PhotoQueueItem = v.InferOutput<typeof photoQueueItemSchema>

export const photoQueueResponseSchema = v.object({
  photos: v.array(photoQueueItemSchema),
  ...pageInfoSchema.entries,
})

/** POST /api/moderation/photo-review.php: the photo may stay (rejecting is a decision). */
export const photoApproveInputSchema = v.object({ image_id: id })

/** Number of pages for `total` items at `perPage` a page (at least one, for an empty list). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}
