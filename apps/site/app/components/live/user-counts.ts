import { userResponseSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import type { LiveCounts } from './counts.ts'

/** The counters in an answer of GET /api/user.php, or null when it is not one. */
export function liveCountsOfUserResponse(body: unknown): LiveCounts | null {
  const parsed = v.safeParse(userResponseSchema, body)
  if (!parsed.success) return null
  const { user } = parsed.output
  return { unreadMessages: user.unread_messages, newLikes: user.new_likes, credits: user.credits }
}
