/**
 * Originals for staff (decision 056): a moderator of the brand sees every photo of a profile
 * and a reported chat photo as the member uploaded it, locked, rejected or not; nobody else
 * reaches these files through here. Never cached.
 */
import { idQuerySchema } from '@dating/domain/moderation-queue'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { chatPhotoFileKey } from '../chat/photos.ts'
import type { AppEnv } from '../http/context.ts'
import { conversations, images, messages, profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { readQuery } from '../http/input.ts'
import { variantKey } from '../media/variants.ts'
import { canModerate } from '@dating/domain/staff'
import { requireStaff } from '../staff/guard.ts'

async function sendFile(c: Context<AppEnv>, key: string): Promise<Response> {
  const body = await c.var.deps.media.get(key)
  if (!body) throw new ApiError('not_found')
  return new Response(body, {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
  })
}

export const staffMediaRoutes = new Hono<AppEnv>()
  .get('/api/moderation/photo.php', async (c) => {
    const { id } = readQuery(c, idQuerySchema)
    const member = await requireStaff(c)
    const [image] = await c.var.deps.db
      .select({ storageKey: images.storageKey, siteId: profiles.siteId })
      .from(images)
      .innerJoin(profiles, eq(profiles.id, images.profileId))
      .where(eq(images.id, id))
    if (!image || !canModerate(member.roles, image.siteId)) throw new ApiError('not_found')
    return sendFile(c, variantKey(image.storageKey, 'original'))
  })
  .get('/api/moderation/chat-photo.php', async (c) => {
    const { id } = readQuery(c, idQuerySchema)
    const member = await requireStaff(c)
    const [message] = await c.var.deps.db
      .select({ kind: messages.kind, attachment: messages.attachment, siteId: profiles.siteId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(profiles, eq(profiles.id, messages.senderProfileId))
      .where(eq(messages.id, id))
    const visible = message && canModerate(member.roles, message.siteId)
    if (!visible || message.kind !== 'photo' || !message.attachment) {
      throw new ApiError('not_found')
    }
    return sendFile(c, chatPhotoFileKey(message.attachment))
  })
