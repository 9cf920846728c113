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

export const complaintSchema = v.object({
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
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(complaintLimits.nameMax)),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  good_faith: v.literal(true),
})
export type ComplaintInput = v.InferInput<typeof complaintSchema>

/** The profile a content address names, e.g. 42 for `/members/42` or `/members/42/chat`. */
export function profileIdInContentUrl(url: string): number | null {
  const match = /^\/members\/([^/]+)(?:\/|$)/.exec(new URL(url).pathname)
  return parseId(match?.[1])
}
