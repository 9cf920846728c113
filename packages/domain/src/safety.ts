/** Blocking and reporting another member (POST/DELETE /api/block.php, POST /api/report.php). */
import * as v from 'valibot'
import { reportReasons } from './profile-attributes.ts'
import { idSchema, parseId } from './ids.ts'

export const reportNoteMax = 1_000

export const blockSchema = v.object({ profile_id: idSchema })

export const reportSchema = v.object({
  profile_id: idSchema,
  reason: v.picklist(reportReasons),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(reportNoteMax)), ''),
  /** A chat message of the reported member, when the report comes from the chat. */
  message_id: v.optional(idSchema),
})
export type ReportInput = v.InferInput<typeof reportSchema>

/** The public notice form at /complaints (EU DSA Art. 16): anyone may send one, no account needed. */
export const complaintLimits = {
  explanationMin: 10,
  explanationMax: 2_000,
  nameMax: 100,
  urlMax: 500,
  /** Receipts one address may trigger per UTC day. */
  receiptsPerDay: 5,
} as const

/**
 * A notice needs the sender's name and address, except one of child sexual abuse material,
 * which may be sent anonymously (DSA Art. 16(2)(c)): empty fields count as missing.
 */
export const complaintSchema = v.pipe(
  v.object({
    reason: v.picklist(reportReasons),
    content_url: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(complaintLimits.urlMax),
      v.url(),
      v.check((url) => /^https?:\/\//i.test(url)),
    ),
    explanation: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(complaintLimits.explanationMin),
      v.maxLength(complaintLimits.explanationMax),
    ),
    name: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(complaintLimits.nameMax),
        v.transform((name) => name || undefined),
      ),
    ),
    email: v.optional(
      v.union([
        v.pipe(
          v.string(),
          v.trim(),
          v.length(0),
          v.transform(() => undefined),
        ),
        v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
      ]),
    ),
    good_faith: v.literal(true),
  }),
  v.forward(
    v.check((input) => anonymousNoticeAllowed(input.reason) || input.name !== undefined),
    ['name'],
  ),
  v.forward(
    v.check((input) => anonymousNoticeAllowed(input.reason) || input.email !== undefined),
    ['email'],
  ),
)

/** Whether a notice of this reason may leave out the sender's name and address. */
export function anonymousNoticeAllowed(reason: string): boolean {
  return reason === 'child_sexual_abuse'
}
export type ComplaintInput = v.InferInput<typeof complaintSchema>

/** The profile a content address names, e.g. 42 for `/members/42` or `/members/42/chat`. */
export function profileIdInContentUrl(url: string): number | null {
  const match = /^\/members\/([^/]+)(?:\/|$)/.exec(new URL(url).pathname)
  return parseId(match?.[1])
}
