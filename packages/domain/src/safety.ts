/** Blocking and reporting another member (POST/DELETE /api/block.php, POST /api/report.php). */
import * as v from 'valibot'
import { reportReasons } from './profile-attributes.ts'

export const reportNoteMax = 1_000

const profileId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

export const blockSchema = v.object({ profile_id: profileId })

export const reportSchema = v.object({
  profile_id: profileId,
  reason: v.picklist(reportReasons),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(reportNoteMax)), ''),
  /** A chat message of the reported member, when the report comes from the chat. */
  message_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type ReportInput = v.InferInput<typeof reportSchema>
