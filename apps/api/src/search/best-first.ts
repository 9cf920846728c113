import { desc, type SQL, sql } from 'drizzle-orm'
import { profiles } from '../db/schema.ts'

/** Great-circle kilometres from a position to the profile's town (null without one). */
export function distanceTo(position: { lat: number; lon: number }): SQL {
  const lat = sql`${position.lat}::float8`
  const lon = sql`${position.lon}::float8`
  return sql`(12742 * asin(least(1, sqrt(power(sin(radians(${profiles.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${profiles.lat})) * power(sin(radians(${profiles.lon} - ${lon}) / 2), 2)))))`
}

/**
 * The order of the swipe game, the match finder and the signup matches (decisions 063, 081): a
 * photo and an about text first, then the nearest (profiles without a town last), then the most
 * recently active, then the newest.
 */
export function bestFirst(position: { lat: number; lon: number } | null | undefined): SQL[] {
  return [
    desc(profiles.listingRank),
    ...(position ? [sql`${distanceTo(position)} asc nulls last`] : []),
    sql`${profiles.lastActiveOn} desc nulls last`,
    desc(profiles.id),
  ]
}
