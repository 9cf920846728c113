import { abuseCaps } from '@dating/domain/account'
import { blockSchema, reportSchema } from '@dating/domain/safety'
import { and, desc, eq, or } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { takeCapped } from '../http/abuse-caps.ts'
import { chatPhotoKeysIn, removeChatPhotos } from '../chat/photos.ts'
import { blocks, conversations, likes, messages, profiles, reports } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readJsonBody } from '../http/input.ts'
import { summariesByIds } from '../profiles/summaries.ts'

const blocksLimit = 500

/** Another profile of the member's brand (any status), or 404. */
async function otherProfile(db: Database, siteId: number, me: number, id: number) {
  if (id === me) throw new ApiError('validation_failed', { field: 'profile_id' })
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.siteId, siteId)))
  if (!profile) throw new ApiError('not_found')
  return profile
}

/** A message the reported member sent in a chat with the reporter, or 404. */
async function reportedMessage(
  db: Database,
  ids: { message: number; reporter: number; reported: number },
): Promise<number> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, ids.message),
        eq(messages.senderProfileId, ids.reported),
        between(ids.reporter, ids.reported),
      ),
    )
    .limit(1)
  if (!row) throw new ApiError('not_found')
  return row.id
}

function between(a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a]
  return and(eq(conversations.profileAId, low), eq(conversations.profileBId, high))
}

export const safetyRoutes = new Hono<AppEnv>()
  .post('/api/block.php', async (c) => {
    const me = requireSession(c).profileId
    const { profile_id } = await readJsonBody(c, blockSchema)
    const { db } = c.var.deps
    const other = await otherProfile(db, c.var.site.id, me, profile_id)
    const photos = await db.transaction(async (tx) => {
      await tx
        .insert(blocks)
        .values({ blockerProfileId: me, blockedProfileId: other.id })
        .onConflictDoNothing()
      // SPEC §6: blocking deletes the chats (their messages cascade) and likes between the two.
      const chats = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(between(me, other.id))
      const photoKeys = await chatPhotoKeysIn(
        tx,
        chats.map((chat) => chat.id),
      )
      await tx.delete(conversations).where(between(me, other.id))
      await tx
        .delete(likes)
        .where(
          or(
            and(eq(likes.fromProfileId, me), eq(likes.toProfileId, other.id)),
            and(eq(likes.fromProfileId, other.id), eq(likes.toProfileId, me)),
          ),
        )
      return photoKeys
    })
    await removeChatPhotos(c.var.deps.media, photos)
    return c.json({ ok: true as const })
  })
  .delete('/api/block.php', async (c) => {
    const me = requireSession(c).profileId
    const { profile_id } = await readJsonBody(c, blockSchema)
    await c.var.deps.db
      .delete(blocks)
      .where(and(eq(blocks.blockerProfileId, me), eq(blocks.blockedProfileId, profile_id)))
    return c.json({ ok: true as const })
  })
  .get('/api/blocks.php', async (c) => {
    const me = requireSession(c).profileId
    const { db } = c.var.deps
    const rows = await db
      .select({ id: blocks.blockedProfileId })
      .from(blocks)
      .where(eq(blocks.blockerProfileId, me))
      .orderBy(desc(blocks.createdAt))
      .limit(blocksLimit)
    const summaries = await summariesByIds(
      db,
      rows.map((row) => row.id),
      viewerOf(c),
      today(c),
    )
    return c.json({ profiles: rows.flatMap((row) => summaries.get(row.id) ?? []) })
  })
  .post('/api/report.php', async (c) => {
    const me = requireSession(c).profileId
    const input = await readJsonBody(c, reportSchema)
    const { db } = c.var.deps
    const other = await otherProfile(db, c.var.site.id, me, input.profile_id)
    const open = and(
      eq(reports.reporterProfileId, me),
      eq(reports.reportedProfileId, other.id),
      eq(reports.status, 'open'),
    )
    const [existing] = await db.select({ id: reports.id }).from(reports).where(open).limit(1)
    if (existing) return c.json({ report: { id: existing.id, status: 'open' as const } })
    const messageId = input.message_id
      ? await reportedMessage(db, { message: input.message_id, reporter: me, reported: other.id })
      : null
    await takeCapped(c, 'report_member', String(me), abuseCaps.reportsPerMemberPerHour, 'hour')
    const [created] = await db
      .insert(reports)
      .values({
        reporterProfileId: me,
        reportedProfileId: other.id,
        reason: input.reason,
        note: input.note,
        messageId,
        status: 'open',
      })
      .returning({ id: reports.id })
    if (!created) throw new Error('Report was not created')
    return c.json({ report: { id: created.id, status: 'open' as const } })
  })
