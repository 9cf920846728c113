import { sentMultipart } from '../http/request.ts'
import { abuseCaps } from '@dating/domain/account'
import { deletePhotoSchema, setMainPhotoSchema } from '@dating/domain/own-profile'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { decodePhoto } from './decode.ts'
import { addPhoto, deletePhoto, releasePhotoSlot, reservePhotoSlot, setMainPhoto } from './store.ts'
import { ownProfileResponse } from '../profiles/own-profile-routes.ts'
import { takeCapped } from '../http/abuse-caps.ts'
import { decodeSlots } from './decode-slots.ts'

/** The one file field of the upload form. */
export const photoFieldName = 'photo'

export const photoRoutes = new Hono<AppEnv>()
  .post('/api/photo.php', async (c) => {
    const member = requireSession(c)
    const { db, media } = c.var.deps
    const perHour = abuseCaps.uploadsPerMemberPerHour
    await takeCapped(c, 'upload_member', String(member.userId), perHour, 'hour')
    if (!sentMultipart(c)) {
      throw new ApiError('validation_failed', { field: photoFieldName })
    }
    const owner = { profileId: member.profileId, premium: member.paidUser }
    // Refused before the file is read when the member has no room left (in progress included).
    const slotId = await reservePhotoSlot(db, owner)
    try {
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        throw new ApiError('bad_request')
      }
      const file = form[photoFieldName]
      if (!(file instanceof File) || file.size === 0) {
        throw new ApiError('validation_failed', { field: photoFieldName })
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      await decodeSlots(async () => {
        const raw = await decodePhoto(bytes)
        await addPhoto(db, media, { ...owner, slotId }, raw)
      })
    } finally {
      await releasePhotoSlot(db, slotId)
    }
    return ownProfileResponse(c, member)
  })
  .put('/api/photo.php', async (c) => {
    const member = requireSession(c)
    const { id } = await readJsonBody(c, setMainPhotoSchema)
    await setMainPhoto(c.var.deps.db, member.profileId, id)
    return ownProfileResponse(c, member)
  })
  .delete('/api/photo.php', async (c) => {
    const member = requireSession(c)
    const { id } = await readJsonBody(c, deletePhotoSchema)
    await deletePhoto(c.var.deps.db, c.var.deps.media, member.profileId, id)
    return ownProfileResponse(c, member)
  })
