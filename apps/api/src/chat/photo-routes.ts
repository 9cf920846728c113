/**
 * POST /api/chat-photo.php sends a photo in a chat (multipart: `photo`, `profile_id`,
 * `client_message_id`); GET /api/chat-photo.php?id= answers its picture to the two members.
 */
import { sentMultipart } from '../http/request.ts'
import { idParamSchema } from '@dating/domain/ids'
import { abuseCaps } from '@dating/domain/account'
import { chatPhotoFieldName, sendPhotoFieldsSchema } from '@dating/domain/chat'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { balanceOf } from '../credits/ledger.ts'
import { takeCapped } from '../http/abuse-caps.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readQuery, validate } from '../http/input.ts'
import { notifyFromRequest } from '../notifications/request.ts'
import { decodePhoto } from '../photos/decode.ts'
import { decodeSlots } from '../photos/decode-slots.ts'
import { chatPeer, messageView } from './conversations.ts'
import {
  chatPhotoFileKey,
  newChatPhotoKey,
  removeChatPhotos,
  renderChatPhoto,
  visibleChatPhoto,
} from './photos.ts'
import { chatPricing } from './rules.ts'
import { earlierSend, type SendOutcome, sendMessage } from './send.ts'

const photoQuerySchema = v.object({ id: idParamSchema })

export const chatPhotoRoutes = new Hono<AppEnv>()
  .post('/api/chat-photo.php', async (c) => {
    const session = requireSession(c)
    const { db, media } = c.var.deps
    const site = c.var.site
    if (!sentMultipart(c)) {
      throw new ApiError('validation_failed', { field: chatPhotoFieldName })
    }
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw new ApiError('bad_request')
    }
    const fields = validate(sendPhotoFieldsSchema, form, 'body')
    const peer = await chatPeer(db, site.id, session.profileId, fields.profile_id)
    const reply = async (outcome: SendOutcome) =>
      c.json({
        message: messageView(outcome.message),
        credits: outcome.credits,
        free_messages_left: outcome.freeMessagesLeft,
      })

    // A retry of a send that was stored answers it again before any picture work.
    const earlier = await earlierSend(db, {
      site,
      sender: session,
      peerId: peer.profileId,
      kind: 'photo',
      clientMessageId: fields.client_message_id,
    })
    if (earlier) return reply(earlier)
    // Refusals that need no picture come before decoding one (the send checks them again).
    if (peer.unconfirmed) throw new ApiError('peer_unconfirmed')
    const cost = chatPricing(site).photo
    const balance = await balanceOf(db, session.userId)
    if (balance < cost) throw new ApiError('out_of_credits', undefined, { credits: balance, cost })
    await takeCapped(
      c,
      'upload_member',
      String(session.userId),
      abuseCaps.uploadsPerMemberPerHour,
      'hour',
    )

    const file = form[chatPhotoFieldName]
    if (!(file instanceof File) || file.size === 0) {
      throw new ApiError('validation_failed', { field: chatPhotoFieldName })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const storageKey = newChatPhotoKey(session.profileId)
    await decodeSlots(async () => {
      const picture = await renderChatPhoto(await decodePhoto(bytes))
      await media.put(chatPhotoFileKey(storageKey), picture)
    })
    let outcome: SendOutcome
    try {
      outcome = await sendMessage(db, {
        site,
        sender: session,
        peer,
        clientMessageId: fields.client_message_id,
        outgoing: { kind: 'photo', body: '', attachment: storageKey },
        now: c.var.deps.now(),
      })
    } catch (error) {
      await removeChatPhotos(media, [storageKey])
      throw error
    }
    if (!outcome.created) {
      // A parallel retry stored the photo first: this copy is not used.
      await removeChatPhotos(media, [storageKey])
      return reply(outcome)
    }
    await notifyFromRequest(c, peer.profileId, {
      kind: 'message',
      from: session.profileId,
      conversationId: outcome.message.conversationId,
      messageId: outcome.message.id,
    })
    return reply(outcome)
  })
  .get('/api/chat-photo.php', async (c) => {
    // A visitor, like every member but the two, learns nothing: not even that it exists.
    const session = c.var.session
    if (!session) throw new ApiError('not_found')
    const { id } = readQuery(c, photoQuerySchema)
    const storageKey = await visibleChatPhoto(c.var.deps.db, {
      site: c.var.site,
      viewer: session.profileId,
      messageId: id,
      now: c.var.deps.now(),
    })
    const body = await c.var.deps.media.get(chatPhotoFileKey(storageKey))
    if (body === null) throw new ApiError('not_found')
    const bytes =
      body.buffer instanceof ArrayBuffer ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body)
    return c.body(bytes, 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(body.byteLength),
      // Private to the two members: never in a shared cache, not kept after the page.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
