/**
 * Moderation decisions and their appeals (EU DSA Art. 17 and 20): what a moderator may
 * restrict, on which ground, and what the restricted member sees and sends back.
 */
import * as v from 'valibot'
import { reportReasons } from './profile-attributes.ts'
import { idParamSchema, idSchema } from './ids.ts'

/** What a decision restricts: the profile's visibility, one photo, one message, the account. */
export const restrictions = [
  'profile_hidden',
  'photo_removed',
  'message_removed',
  'account_suspended',
] as const
export type Restriction = (typeof restrictions)[number]

/** terms: the content breaks the terms (their rules of conduct); illegal: it breaks a law. */
export const decisionGrounds = ['terms', 'illegal'] as const
export type DecisionGround = (typeof decisionGrounds)[number]

/** Where the case came from: a visitor's notice, a member's report, or the team's own checks. */
export const decisionSources = ['notice', 'member', 'own_initiative'] as const
export type DecisionSource = (typeof decisionSources)[number]

export const appealStatuses = ['open', 'upheld', 'reversed'] as const
export type AppealStatus = (typeof appealStatuses)[number]

/**
 * Why a restriction no longer applies: reversed on appeal, its end date passed, a suspension
 * pending review ended by the review, or replaced by the review's own decision.
 */
export const liftReasons = ['appeal', 'expired', 'review', 'superseded'] as const
export type LiftReason = (typeof liftReasons)[number]

export const moderationLimits = {
  factsMin: 10,
  factsMax: 2_000,
  legalReferenceMax: 200,
  appealMin: 10,
  appealMax: 2_000,
  /** DSA Art. 20(1): appeals are open for at least six months after the decision. */
  appealDays: 183,
} as const

/** A calendar day, `YYYY-MM-DD`. */
export const isoDaySchema = v.pipe(v.string(), v.isoDate())

/**
 * A moderator's decision (POST /api/moderation/decisions.php). `image_id` names the photo of
 * `photo_removed`, `message_id` the message of `message_removed`; `legal_reference` (the law
 * broken) is required on the `illegal` ground.
 */
export const decisionInputSchema = v.pipe(
  v.object({
    profile_id: idSchema,
    restriction: v.picklist(restrictions),
    image_id: v.optional(idSchema),
    message_id: v.optional(idSchema),
    report_id: v.optional(idSchema),
    ground: v.picklist(decisionGrounds),
    reason: v.picklist(reportReasons),
    legal_reference: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(moderationLimits.legalReferenceMax)),
    ),
    facts: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(moderationLimits.factsMin),
      v.maxLength(moderationLimits.factsMax),
    ),
    automated: v.boolean(),
    /** The day (UTC) the restriction ends; none: until reversed on appeal. */
    ends_at: v.optional(isoDaySchema),
    /** An account suspended at once while its report stays open for review (DSA Art. 16(2)). */
    interim: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check(
      (input) =>
        !input.interim ||
        (input.restriction === 'account_suspended' && input.report_id !== undefined),
    ),
    ['interim'],
  ),
  v.forward(
    v.check((input) => input.restriction !== 'photo_removed' || input.image_id !== undefined),
    ['image_id'],
  ),
  v.forward(
    v.check((input) => input.restriction !== 'message_removed' || input.message_id !== undefined),
    ['message_id'],
  ),
  v.forward(
    v.check((input) => input.ground !== 'illegal' || Boolean(input.legal_reference)),
    ['legal_reference'],
  ),
)
export type DecisionInput = v.InferOutput<typeof decisionInputSchema>

/**
 * The secret of an appeal link (32 random bytes, base64url, when it is one). Any string is
 * taken: a token of another shape is a link that does not work (`link_invalid`), not a bad request.
 */
export const appealTokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/**
 * An appeal (POST /api/appeal.php): by the logged-in member for one of their decisions
 * (`decision_id`), or by whoever holds the mailed link's `token` (a suspended member cannot log
 * in). Exactly one of the two.
 */
export const appealInputSchema = v.pipe(
  v.object({
    token: v.optional(appealTokenSchema),
    decision_id: v.optional(idSchema),
    explanation: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(moderationLimits.appealMin),
      v.maxLength(moderationLimits.appealMax),
    ),
  }),
  v.check((input) => (input.token === undefined) !== (input.decision_id === undefined)),
)
export type AppealInput = v.InferOutput<typeof appealInputSchema>

/** Which decision GET /api/decision.php shows: by id for its member, or by the link's token. */
export const decisionQuerySchema = v.union([
  v.object({ token: appealTokenSchema }),
  v.object({ id: idParamSchema }),
])

/** A decision as the restricted member sees it (never who reported them or who decided). */
export const moderationDecisionSchema = v.object({
  id: v.number(),
  restriction: v.picklist(restrictions),
  ground: v.picklist(decisionGrounds),
  reason: v.picklist(reportReasons),
  legal_reference: v.nullable(v.string()),
  facts: v.string(),
  automated: v.boolean(),
  source: v.picklist(decisionSources),
  decided_at: v.string(),
  /** When the restriction ends by itself; null: until reversed on appeal. */
  ends_at: v.nullable(v.string()),
  /** Pending the review of the report that led to it. */
  interim: v.boolean(),
  /** When the restriction stopped applying (see `liftReasons`), else null. */
  lifted_at: v.nullable(v.string()),
  appeal_until: v.string(),
  appeal: v.nullable(
    v.object({ id: v.number(), status: v.picklist(appealStatuses), created_at: v.string() }),
  ),
})
export type ModerationDecision = v.InferOutput<typeof moderationDecisionSchema>

/** `{"decision": ModerationDecision}`: GET /api/decision.php, POST /api/appeal.php. */
export const decisionResponseSchema = v.object({ decision: moderationDecisionSchema })

/** Whether the member may still appeal the decision at `now`. */
export function canAppeal(decision: ModerationDecision, now: Date): boolean {
  return decision.appeal === null && now.getTime() <= Date.parse(decision.appeal_until)
}

/** The last moment of the appeal window of a decision taken at `decidedAt`. */
export function appealUntil(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + moderationLimits.appealDays * 24 * 60 * 60 * 1000)
}

/** The start of the UTC day `day` (`YYYY-MM-DD`), when a restriction with that end date ends. */
export function endOfRestriction(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

/** Why a report led to no restriction. */
export const dismissalReasons = [
  'no_violation',
  'insufficient_information',
  'content_gone',
  'already_decided',
] as const
export type DismissalReason = (typeof dismissalReasons)[number]

/**
 * A notice's dismissal as its sender sees it (GET /api/notice-outcome.php): why nothing was
 * restricted, and the sender's own appeal (DSA Art. 20(1)).
 */
export const noticeOutcomeSchema = v.object({
  id: v.number(),
  notice_id: v.number(),
  reason: v.picklist(dismissalReasons),
  note: v.string(),
  content_url: v.nullable(v.string()),
  decided_at: v.string(),
  appeal_until: v.string(),
  appeal: v.nullable(
    v.object({ id: v.number(), status: v.picklist(appealStatuses), created_at: v.string() }),
  ),
})
export type NoticeOutcome = v.InferOutput<typeof noticeOutcomeSchema>
export const noticeOutcomeResponseSchema = v.object({ outcome: noticeOutcomeSchema })

/** POST /api/notice-appeal.php: the dismissal link's token and the sender's explanation. */
export const noticeAppealInputSchema = v.object({
  token: appealTokenSchema,
  explanation: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(moderationLimits.appealMin),
    v.maxLength(moderationLimits.appealMax),
  ),
})
export type NoticeAppealInput = v.InferOutput<typeof noticeAppealInputSchema>

/** Whether the sender may still appeal the dismissal at `now`. */
export function canAppealOutcome(outcome: NoticeOutcome, now: Date): boolean {
  return outcome.appeal === null && now.getTime() <= Date.parse(outcome.appeal_until)
}
