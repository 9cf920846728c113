import { positionOfRegion } from '../location/positions.ts'
import type { OwnProfile } from '@dating/domain/entities'
import { isInterest } from '@dating/domain/interests'
import { ownProfileEditSchema } from '@dating/domain/own-profile'
import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import type { AppEnv, SessionUser } from '../http/context.ts'
import { profiles, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession, today } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { photoLimitFor } from '../photos/store.ts'
import { imageView, selectImageRows } from '../photos/image-view.ts'
import { selectSummaries, summaryView } from './summaries.ts'

/** The member's profile as they see it: every picture unlocked, pending ones included. */
export async function ownProfileResponse(c: Context<AppEnv>, member: SessionUser) {
  const { db } = c.var.deps
  const viewer = { profileId: member.profileId, premium: member.paidUser }
  const [summary] = await selectSummaries(db).where(eq(profiles.id, member.profileId)).limit(1)
  const [details] = await db
    .select({
      birthdate: profiles.birthdate,
      about: profiles.about,
      height: profiles.height,
      hairColour: profiles.hairColour,
      eyeColour: profiles.eyeColour,
      bodyType: profiles.bodyType,
      relationshipStatus: profiles.relationshipStatus,
      interests: profiles.interests,
      mainImageId: profiles.mainImageId,
    })
    .from(profiles)
    .where(eq(profiles.id, member.profileId))
  if (!summary || !details) throw new ApiError('authentication_required')
  const imageRows = await selectImageRows(db, member.profileId, { includePending: true })
  const profile: OwnProfile = {
    ...summaryView(summary, viewer, today(c)),
    birthdate: details.birthdate,
    about: details.about,
    height: details.height,
    hair_colour: details.hairColour,
    eye_colour: details.eyeColour,
    body_type: details.bodyType,
    relationship_status: details.relationshipStatus,
    interests: details.interests.filter(isInterest),
    images: imageRows.map((image) => ({
      ...imageView(image, viewer),
      free: image.free,
      main: image.id === details.mainImageId,
    })),
    photo_limit: photoLimitFor(member.paidUser),
  }
  return c.json({ profile })
}

export const ownProfileRoutes = new Hono<AppEnv>()
  .get('/api/own-profile.php', (c) => ownProfileResponse(c, requireSession(c)))
  .put('/api/own-profile.php', async (c) => {
    const member = requireSession(c)
    const edit = await readJsonBody(c, ownProfileEditSchema)
    const { db } = c.var.deps
    const [account] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, member.userId))
    // SPEC §5: the name must not be the member's email address.
    if (account?.email && edit.name.toLowerCase() === account.email.toLowerCase()) {
      throw new ApiError('validation_failed', { field: 'name' })
    }
    await db
      .update(profiles)
      .set({
        name: edit.name,
        about: edit.about,
        gender: edit.gender,
        sexuality: edit.sexuality,
        country: edit.country,
        region: edit.region,
        // The position of the region's main town (decision 063), cleared with the region.
        ...(positionOfRegion(edit.region) ?? { lat: null, lon: null }),
        height: edit.height,
        hairColour: edit.hair_colour,
        eyeColour: edit.eye_colour,
        bodyType: edit.body_type,
        relationshipStatus: edit.relationship_status,
        interests: edit.interests,
      })
      .where(eq(profiles.id, member.profileId))
    return ownProfileResponse(c, member)
  })
