/**
 * Photos in chat (docs/decisions/033-chat-photos-gift-images-live-fan-out.md): decoded by the
 * profile photo pipeline (photos/decode.ts: formats, pixel limit, upright), re-encoded here
 * without metadata, stored under `chat/` (which /media never serves) and handed out by
 * GET /api/chat-photo.php to the two members of the conversation only.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Site } from '../http/context.ts'
import type { Executor } from '../credits/ledger.ts'
import type { Database } from '../db/client.ts'
import { conversations, messages } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { RawPicture } from '../media/render.ts'
import type { MediaStore } from '../media/store.ts'
import { clearedAtFor } from './conversations.ts'
import { historyCutoff } from './rules.ts'

/** Store keys of chat photos start with this; the public /media route refuses them. */
export const chatPhotoKeyPrefix = 'chat/'

/** Big enough for a phone screen at 2x, small enough for a thread full of photos. */
const photoMaxSide = 1_280

export function newChatPhotoKey(senderProfileId: number): string {
  return `${chatPhotoKeyPrefix}p${senderProfileId}/${randomBytes(12).toString('hex')}`
}

/** The one file of a chat photo (the message's `attachment` is the storage key). */
export function chatPhotoFileKey(storageKey: string): string {
  return `${storageKey}/photo.webp`
}

/** WebP of at most 1,280 px a side; like every variant, without EXIF, XMP or ICC. */
export function renderChatPhoto(raw: RawPicture): Promise<Buffer> {
  return sharp(raw.data, { raw: raw.info })
    .resize(photoMaxSide, photoMaxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 1 })
    .toBuffer()
}

export async function removeChatPhotos(
  media: MediaStore,
  storageKeys: readonly string[],
): Promise<void> {
  await Promise.all(storageKeys.map((key) => media.delete(chatPhotoFileKey(key))))
}

/**
 * The storage keys of the photos in conversations about to be deleted (a block, an erasure),
 * read in the deleting transaction; their files go after it commits.
 */
export async function chatPhotoKeysIn(
  tx: Executor,
  conversationIds: readonly number[],
): Promise<string[]> {
  if (conversationIds.length === 0) return []
  const rows = await tx
    .select({ key: messages.attachment })
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), eq(messages.kind, 'photo')))
  return rows.flatMap((row) => (row.key?.startsWith(chatPhotoKeyPrefix) ? [row.key] : []))
}

/** The conversations of a member (both sides), for chatPhotoKeysIn. */
export async function conversationIdsOf(tx: Executor, profileIds: number[]): Promise<number[]> {
  if (profileIds.length === 0) return []
  const rows = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        inArray(conversations.profileAId, profileIds),
        inArray(conversations.profileBId, profileIds),
      ),
    )
  return rows.map((row) => row.id)
}

/**
 * The storage key of a photo message the viewer may see: one of the two members, neither
 * blocking the other, within the history limit, not removed by a moderator nor on the viewer's
 * side. Anything
 * else is 404, the same answer as for a message that does not exist.
 */
export async function visibleChatPhoto(
  db: Database,
  input: { site: Site; viewer: number; messageId: number; now: Date },
): Promise<string> {
  const { viewer } = input
  const [row] = await db
    .select({
      key: messages.attachment,
      createdAt: messages.createdAt,
      conversation: conversations,
      blocked: sql<boolean>`exists (select 1 from blocks b where (b.blocker_profile_id = ${conversations.profileAId} and b.blocked_profile_id = ${conversations.profileBId}) or (b.blocker_profile_id = ${conversations.profileBId} and b.blocked_profile_id = ${conversations.profileAId}))`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, input.messageId),
        eq(messages.kind, 'photo'),
        isNull(messages.removedAt),
        or(eq(conversations.profileAId, viewer), eq(conversations.profileBId, viewer)),
      ),
    )
    .limit(1)
  if (!row?.key || row.blocked) throw new ApiError('not_found')
  const cleared = clearedAtFor(row.conversation, viewer)
  if (row.createdAt <= historyCutoff(input.site, input.now)) throw new ApiError('not_found')
  if (cleared && row.createdAt <= cleared) throw new ApiError('not_found')
  return row.key
}
