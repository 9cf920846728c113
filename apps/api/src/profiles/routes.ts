import { isPrefetch } from '../http/request.ts'
import { idParamSchema } from '@dating/domain/ids'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readQuery } from '../http/input.ts'
import { markLikeSeen } from '../likes/likes.ts'
import { loadProfilePage } from './profile-page.ts'

const profileQuerySchema = v.object({ id: idParamSchema })

export const profileRoutes = new Hono<AppEnv>().get('/api/profile.php', async (c) => {
  const { id } = readQuery(c, profileQuerySchema)
  const { db } = c.var.deps
  const viewer = viewerOf(c)
  const page = await loadProfilePage(db, { id, siteId: c.var.site.id, viewer, today: today(c) })
  if (!page) throw new ApiError('not_found')
  // Opening the profile of someone who liked the member marks that like as seen.
  if (page.unseenLike && viewer.profileId !== null && !isPrefetch(c)) {
    await markLikeSeen(db, id, viewer.profileId)
  }
  return c.json({ profile: page.profile, related: page.related })
})
