import type { User } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import { hashToken, liveSession, type SessionKey, sessionColumns } from '../auth/sessions.ts'
import type { Database } from '../db/client.ts'
import { preparedOn } from '../db/prepared.ts'
import { cachedRead } from '../db/read-cache.ts'
import { images, profiles, sessions, users } from '../db/schema.ts'
import type { SessionUser } from '../http/context.ts'
import { activeMainImage } from '../profiles/summaries.ts'
import { userView, userViewColumns } from './user-view.ts'

/** The session and the user view in one statement: GET /api/user.php runs on every page. */
const sessionWithUserQuery = preparedOn((db) =>
  db
    .select({ ...userViewColumns, ...sessionColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(images, activeMainImage)
    .where(liveSession)
    .limit(1)
    .prepare('session_with_user_view'),
)

/** findSession together with the member's User view (as of `today`), in one query. */
export async function findSessionWithUser(
  db: Database,
  key: SessionKey,
  today: string,
): Promise<{ session: SessionUser; user: User } | null> {
  const tokenHash = hashToken(key.token)
  const row = await cachedRead(db, `session-user ${key.siteId} ${tokenHash}`, async () => {
    const [found] = await sessionWithUserQuery(db).execute({
      tokenHash,
      siteId: key.siteId,
      now: key.now,
    })
    return found ?? null
  })
  if (!row || !(row.expiresAt > key.now)) return null
  const { userId, profileId, language, paidUser, lat, lon } = row
  const position = lat !== null && lon !== null ? { lat, lon } : null
  return {
    session: { tokenHash, userId, profileId, language, paidUser, position },
    user: userView(row, today),
  }
}
