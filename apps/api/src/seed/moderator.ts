import { hash } from '@node-rs/argon2'
import type { Database } from '../db/client.ts'
import { profiles, users } from '../db/schema.ts'
import { grantModerator } from '../moderation/moderators.ts'
import type { Brand } from './brands.ts'
import { demoPassword } from './demo-accounts.ts'

/** The demo moderator of the first brand (README): decides on reports through the api. */
export const demoModeratorEmail = 'moderator@example.com'

/**
 * A staff account that moderates `brand`: it logs in like a member, its profile stays disabled
 * so nobody meets it in the search. Inserted after the explicit ids of the seed.
 */
export async function seedModerator(db: Database, brand: Brand, now: Date): Promise<void> {
  const passwordHash = await hash(demoPassword)
  const [user] = await db
    .insert(users)
    .values({
      siteId: brand.site.id,
      email: demoModeratorEmail,
      passwordHash,
      status: 'active',
      language: 'en',
      signupDate: now,
      activatedAt: now,
    })
    .returning({ id: users.id })
  if (!user) throw new Error('The moderator was not created')
  await db.insert(profiles).values({
    userId: user.id,
    siteId: brand.site.id,
    name: 'Moderation team',
    birthdate: '1990-01-01',
    gender: 'female',
    sexuality: 'hetero',
    country: brand.site.geoipCountry,
    status: 'disabled',
  })
  await grantModerator(db, user.id)
}
