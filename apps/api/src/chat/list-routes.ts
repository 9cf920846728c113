import { and, desc, eq, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { conversations } from '../db/schema.ts'
import { requireSession, today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { summariesByIds } from '../profiles/summaries.ts'

const chatsLimit = 200

export const chatsRoutes = new Hono<AppEnv>().get('/api/chats.php', async (c) => {
  const me = requireSession(c).profileId
  const { db } = c.var.deps
  const rows = await db
    .select({
      id: conversations.id,
      updatedAt: conversations.updatedAt,
      otherProfileId: sql<number>`case when ${conversations.profileAId} = ${me} then ${conversations.profileBId} else ${conversations.profileAId} end`,
      unread: sql<number>`(select count(*)::int from messages as m where m.conversation_id = "conversations"."id" and m.sender_profile_id <> ${me} and m.read_at is null and m.removed_at is null)`,
      lastMessage: sql<
        string | null
      >`(select case when m.kind = 'text' then m.body else '' end from messages as m where m.conversation_id = "conversations"."id" and m.removed_at is null order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(conversations)
    .where(
      and(
        or(eq(conversations.profileAId, me), eq(conversations.profileBId, me)),
        // A chat the member removed comes back only with a newer message (src/chat).
        sql`coalesce(case when ${conversations.profileAId} = ${me} then ${conversations.profileAClearedAt} else ${conversations.profileBClearedAt} end, '-infinity') < ${conversations.updatedAt}`,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(chatsLimit)

  const others = await summariesByIds(
    db,
    rows.map((row) => Number(row.otherProfileId)),
    viewerOf(c),
    today(c),
    // Disabled profiles are hidden, except members who still have to confirm their email:
    // their messages are shown with the notice that they cannot get a reply yet (SPEC §8).
    'active-or-unconfirmed',
  )
  const chats = rows.flatMap((row) => {
    const profile = others.get(Number(row.otherProfileId))
    if (!profile) return []
    return [
      {
        conversation: { id: row.id, updated_at: row.updatedAt.toISOString() },
        profile,
        num_unread_messages: Number(row.unread),
        last_message: row.lastMessage,
      },
    ]
  })
  return c.json({ chats })
})
