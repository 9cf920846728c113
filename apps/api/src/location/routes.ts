import { geocodeQuerySchema, locationInputSchema } from '@dating/domain/location'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { profiles } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody, readQuery } from '../http/input.ts'
import { nearestPlace } from './geocode.ts'
import { positionOfPlace } from './positions.ts'

export const locationRoutes = new Hono<AppEnv>()
  // SPEC §7: the place of a position, among the brand's countries; nothing is stored.
  .get('/api/geocode.php', (c) => {
    const position = readQuery(c, geocodeQuerySchema)
    const place = nearestPlace(position, c.var.site.countries)
    if (!place) throw new ApiError('no_place')
    return c.json({ place })
  })
  // The location option of /notifications: the profile's country and region from a position,
  // decided here from the bundled places, never taken from the browser.
  .put('/api/location.php', async (c) => {
    const member = requireSession(c)
    const position = await readJsonBody(c, locationInputSchema)
    const place = nearestPlace(position, c.var.site.countries)
    if (!place) throw new ApiError('no_place')
    await c.var.deps.db
      .update(profiles)
      .set({
        country: place.country,
        region: place.region,
        ...(positionOfPlace(place.name, place.country) ?? { lat: null, lon: null }),
      })
      .where(eq(profiles.id, member.profileId))
    return c.json({ place })
  })
