import { positionOfRegion } from '../location/positions.ts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { images, profiles, users } from '../db/schema.ts'
import type { Brand } from './brands.ts'
import { bulkInsert } from './bulk-insert.ts'
import { generatePerson, type SeedPerson } from './people.ts'
import { pictureStorageKey } from './portrait-pool.ts'
import { randomFor } from './random.ts'

/** Ids below this are kept for the demo accounts, so they do not move with the profile count. */
export const firstMemberId = 101

export function memberId(index: number): number {
  return firstMemberId + index
}

const dayMs = 86_400_000

/** Members of a brand's countries join that brand now and then; everyone else joins the default. */
export function brandOf(seed: number, person: SeedPerson, brands: readonly Brand[]): Brand {
  const [fallback, ...others] = brands
  if (!fallback) throw new Error('no brands to seed')
  const random = randomFor(seed, 'brand', person.index)
  for (const brand of others) {
    if (brand.site.countries.includes(person.country) && random.chance(0.4)) return brand
  }
  return fallback
}

export type MemberBatch = {
  users: (typeof users.$inferInsert)[]
  profiles: (typeof profiles.$inferInsert)[]
  images: (typeof images.$inferInsert)[]
}

/** Rows for members [from, to); image ids continue from `nextImageId`. */
export function memberBatch(
  options: { seed: number; now: Date; brands: readonly Brand[] },
  from: number,
  to: number,
  nextImageId: number,
): MemberBatch {
  const today = options.now.toISOString().slice(0, 10)
  const batch: MemberBatch = { users: [], profiles: [], images: [] }
  let imageId = nextImageId
  for (let index = from; index < to; index++) {
    const person = generatePerson(options.seed, index, today)
    const brand = brandOf(options.seed, person, options.brands)
    const id = memberId(index)
    const minuteOfDay = randomFor(options.seed, 'signup-time', index).int(0, 1439)
    const signupDate = new Date(
      options.now.getTime() - person.signupDaysAgo * dayMs - minuteOfDay * 60_000,
    )
    // Last seen some day since signup, at most two months ago (decision 081).
    const activeDaysAgo = randomFor(options.seed, 'last-active', index).int(
      0,
      Math.min(person.signupDaysAgo, 60),
    )
    const lastActiveOn = new Date(options.now.getTime() - activeDaysAgo * dayMs)
    batch.users.push({
      id,
      siteId: brand.site.id,
      email: null,
      passwordHash: null,
      language: person.language,
      status: 'active',
      signupDate,
      createdAt: signupDate,
    })
    batch.profiles.push({
      id,
      userId: id,
      siteId: brand.site.id,
      name: person.name,
      birthdate: person.birthdate,
      gender: person.gender,
      sexuality: person.sexuality,
      country: person.country,
      region: person.region,
      ...(positionOfRegion(person.region, person.index) ?? { lat: null, lon: null }),
      about: person.about,
      height: person.height,
      hairColour: person.hairColour,
      eyeColour: person.eyeColour,
      bodyType: person.bodyType,
      relationshipStatus: person.relationshipStatus,
      interests: person.interests,
      fictional: person.fictional,
      status: 'active',
      mainImageId: null,
      lastActiveOn: lastActiveOn.toISOString().slice(0, 10),
      createdAt: signupDate,
    })
    person.pictures.forEach((picture, position) => {
      batch.images.push({
        id: imageId++,
        profileId: id,
        storageKey: pictureStorageKey(picture, brand.slug),
        position,
        free: picture.free,
        status: 'active',
        createdAt: new Date(signupDate.getTime() + (position + 1) * 60_000),
        // Generated members' photos count as reviewed; the demo accounts' wait in the queue.
        reviewedAt: new Date(signupDate.getTime() + (position + 1) * 60_000),
        reviewedByStaffId: null,
      })
    })
  }
  return batch
}

/** Inserts one batch in a transaction, then points each profile at its first picture. */
export async function insertMemberBatch(db: Database, batch: MemberBatch): Promise<void> {
  const first = batch.profiles[0]?.id
  const last = batch.profiles[batch.profiles.length - 1]?.id
  if (first === undefined || last === undefined) return
  await db.transaction(async (tx) => {
    await bulkInsert(tx, users, batch.users)
    await bulkInsert(tx, profiles, batch.profiles)
    await bulkInsert(tx, images, batch.images)
    await tx.execute(sql`
      update ${profiles} set main_image_id = ${images.id}
      from ${images}
      where ${images.profileId} = ${profiles.id} and ${images.position} = 0
        and ${profiles.id} between ${first} and ${last}
    `)
  })
}
