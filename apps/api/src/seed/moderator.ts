import { hash } from '@node-rs/argon2'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import { grantModerator } from '../moderation/moderators.ts'
import type { Brand } from './brands.ts'
import { demoPassword } from './demo-accounts.ts'

/** The demo moderator of the first brand (README): decides on reports through the api. */
export const demoModeratorEmail = 'moderator@example.com'

/** Ids 1 to 100 are the demo accounts' (the generated members start above). */
const moderatorId = 3

/**
 * A staff account that moderates `brand`: it logs in like a member, its profile stays disabled
 * so nobody meets it in the search. Deterministic like the rest of the seed.
 */
export async function seedModerator(
  db: Database,
  options: { brand: Brand; now: Date; seed: number },
): Promise<void> {
  const { brand, now } = options
  // A fixed salt keeps the seed deterministic; the password is public anyway.
  const salt = new TextEncoder().encode(`moderator-salt-${options.seed}`.padEnd(16, '.'))
  const passwordHash = await hash(demoPassword, { salt })
  const [user] = await db
    .insert(users)
    .values({
      id: moderatorId,
      siteId: brand.site.id,
      email: demoModeratorEmail,
      passwordHash,
      status: 'active',
      language: 'en',
      signupDate: now,
      activatedAt: now,
      createdAt: now,
    })
    .returning({ id: users.id })
  if (!user) throw new Error('The moderator was not created')
  await db.insert(profiles).values({
    id: moderatorId,
    userId: user.id,
    siteId: brand.site.id,
    name: 'Moderation team',
    birthdate: '1990-01-01',
    gender: 'female',
    sexuality: 'hetero',
    country: brand.site.geoipCountry,
    status: 'disabled',
    createdAt: now,
  })
  await grantModerator(db, user.id)
}
