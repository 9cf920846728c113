import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import type { MediaStore } from '../media/store.ts'
import { brands } from './brands.ts'
import { type DemoSummary, seedDemoAccounts } from './demo.ts'
import { ensurePicturePool, type PoolReport } from './images.ts'
import { insertMemberBatch, memberBatch } from './members.ts'
import { seedDemoReports } from './reports.ts'
import { seedStaff } from './staff.ts'

export type SeedOptions = {
  /** Everything seeded is a pure function of this number (and of `now`). */
  seed?: number
  profiles?: number
  /** Where the picture files go; without it only rows are written. */
  mediaStore?: MediaStore
  /** Timestamps and ages are relative to this; tests pin it. */
  now?: Date
  batchSize?: number
  onProgress?: (done: number, total: number) => void
}

export type SeedReport = {
  seed: number
  profiles: number
  images: number
  pictures: PoolReport | null
  demo: DemoSummary[]
  ms: number
}

/** Tables whose identity sequences must continue after the explicit ids the seed wrote. */
const identityTables = [
  'sites',
  'users',
  'profiles',
  'images',
  'likes',
  'conversations',
  'messages',
  'credit_ledger',
] as const

/** When the fictional company joined, so the brands' rows do not depend on the clock. */
const brandsCreatedAt = new Date('2024-03-18T09:00:00Z')

/**
 * Fills an empty database: both brands, `profiles` generated members, the demo accounts, the
 * back office's demo staff and a few open reports for its queue, and (with a media store) the
 * picture pool. Members are generated and inserted batch by batch, so memory stays flat from
 * 200 to 1,000,000 profiles.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now()
  const seedNumber = options.seed ?? 1
  const total = options.profiles ?? 2000
  const batchSize = options.batchSize ?? 1000
  const now = options.now ?? new Date()

  await db
    .insert(sites)
    .values(brands.map((brand) => ({ ...brand.site, createdAt: brandsCreatedAt })))

  // Rendering runs on sharp's threads while the inserts keep the main thread busy.
  const picturesDone = options.mediaStore
    ? ensurePicturePool(
        options.mediaStore,
        brands.map((brand) => brand.slug),
      )
    : Promise.resolve(null)
  // A rejected render must not go unhandled while the inserts are still running.
  picturesDone.catch(() => {})

  let nextImageId = 1
  for (let from = 0; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize)
    const batch = memberBatch({ seed: seedNumber, now, brands }, from, to, nextImageId)
    await insertMemberBatch(db, batch)
    nextImageId += batch.images.length
    options.onProgress?.(to, total)
  }

  const demo = await seedDemoAccounts(db, {
    seed: seedNumber,
    now,
    profiles: total,
    brands,
    firstImageId: nextImageId,
  })

  await seedStaff(db, { brands, now, seed: seedNumber })
  await seedDemoReports(db, { brands, now })

  for (const table of identityTables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    )
  }

  const pictures = await picturesDone
  return {
    seed: seedNumber,
    profiles: total,
    images: demo.nextImageId - 1,
    pictures,
    demo: demo.summaries,
    ms: Math.round(performance.now() - started),
  }
}

/** True when the database already holds a brand, i.e. was seeded or set up by hand. */
export async function hasSites(db: Database): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1)
  return rows.length > 0
}
