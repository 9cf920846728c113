/**
 * Seeds the api's database: `tsx src/seed/main.ts [--seed N] [--profiles N] [--scale 1m] [--if-empty]`
 * Opens the database the way the api does (DATABASE_URL, else PGlite under $DATA_DIR/pglite),
 * applies the migrations, and writes the picture pool to MEDIA_DIR.
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { createDatabase } from '../db/client.ts'
import { EnvError, readEnv } from '../env.ts'
import { ensureGiftImages } from '../gifs/gifts.ts'
import { createFsMediaStore } from '../media/fs-store.ts'
import { brands } from './brands.ts'
import { ensurePicturePool } from './images.ts'
import { hasSites, seed } from './seed.ts'

const scales: Record<string, number> = {
  demo: 2000,
  '10k': 10_000,
  '100k': 100_000,
  '1m': 1_000_000,
}

const count = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )

const argsSchema = v.object({
  seed: v.optional(count(0, 2 ** 32 - 1), '1'),
  profiles: v.optional(count(0, 5_000_000)),
  scale: v.optional(
    v.picklist(Object.keys(scales), `must be one of ${Object.keys(scales).join(', ')}`),
  ),
  'if-empty': v.optional(v.boolean(), false),
})

function readArgs(argv: string[]) {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: argv,
      options: {
        seed: { type: 'string' },
        profiles: { type: 'string' },
        scale: { type: 'string' },
        'if-empty': { type: 'boolean' },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const result = v.safeParse(argsSchema, values)
  if (!result.success) {
    const problems = result.issues.map((issue) => `  --${v.getDotPath(issue)}: ${issue.message}`)
    throw new UsageError(problems.join('\n'))
  }
  const { seed: seedNumber, profiles, scale, 'if-empty': ifEmpty } = result.output
  return { seed: seedNumber, profiles: profiles ?? scales[scale ?? 'demo'] ?? 2000, ifEmpty }
}

class UsageError extends Error {
  override name = 'UsageError'
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2))
  const env = readEnv()
  const database = await createDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: `${env.dataDir}/pglite` },
  )
  try {
    const mediaStore = createFsMediaStore(env.mediaDir)
    const gifts = await ensureGiftImages(mediaStore)
    if (gifts > 0) console.log(`seed: ${gifts} gift pictures rendered (${env.mediaDir})`)
    if (args.ifEmpty && (await hasSites(database.db))) {
      // The rows stay; pictures deleted from MEDIA_DIR since the last seed are drawn again.
      const pictures = await ensurePicturePool(
        mediaStore,
        brands.map((brand) => brand.slug),
      )
      console.log(
        `seed: the database already has brands, leaving it as it is (${pictures.reused} pictures in place, ${pictures.rendered} redrawn)`,
      )
      return
    }
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}/pglite`
    console.log(
      `seed: ${args.profiles.toLocaleString('en')} profiles, seed ${args.seed}, into ${where}`,
    )
    let lastReport = 0
    const report = await seed(database.db, {
      seed: args.seed,
      profiles: args.profiles,
      mediaStore,
      onProgress: (done, total) => {
        if (total >= 50_000 && (done - lastReport >= total / 20 || done === total)) {
          lastReport = done
          console.log(`seed: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} profiles`)
        }
      },
    })
    // Bulk-loaded tables have neither statistics nor a visibility map yet: without them the
    // planner picks poor plans for the members search and index-only scans visit the heap.
    await database.db.execute(sql`vacuum analyze`)
    const pictures = report.pictures
      ? `${report.pictures.rendered} pictures rendered, ${report.pictures.reused} reused (${env.mediaDir})`
      : 'no pictures'
    console.log(
      `seed: done in ${(report.ms / 1000).toFixed(1)} s: ${report.profiles.toLocaleString('en')} profiles, ${report.images.toLocaleString('en')} images, ${pictures}`,
    )
    console.log('seed: demo logins (brand Flirtwave, http://localhost:3000):')
    for (const account of report.demo) {
      console.log(
        `  ${account.email}  password ${account.password}  (${account.paid ? 'premium' : 'free'}, ${account.credits} credits)`,
      )
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof UsageError
  console.error(known ? `seed: ${error.message}` : error)
  if (error instanceof UsageError) {
    console.error('usage: tsx src/seed/main.ts [--seed N] [--profiles N] [--scale 1m] [--if-empty]')
  }
  process.exit(1)
})
