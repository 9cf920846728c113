import { hash } from '@node-rs/argon2'
import type { Database } from '../db/client.ts'
import { staff, staffRoleGrants } from '../staff/schema.ts'
import type { Brand } from './brands.ts'
import { demoPassword } from './demo-accounts.ts'

/** The demo staff of the back office (README): an admin of every brand, a moderator of the first. */
export const demoAdminEmail = 'admin@example.com'
export const demoModeratorEmail = 'moderator@example.com'

/**
 * Staff accounts of the back office (decision 055), with the demo password. Deterministic like
 * the rest of the seed: a fixed salt, and the rows in a fixed order.
 */
export async function seedStaff(
  db: Database,
  options: { brands: readonly Brand[]; now: Date; seed: number },
): Promise<void> {
  const { brands, now } = options
  // A fixed salt keeps the seed deterministic; the password is public anyway.
  const salt = new TextEncoder().encode(`staff-salt-${options.seed}`.padEnd(16, '.'))
  const passwordHash = await hash(demoPassword, { salt })
  const [admin, moderator] = await db
    .insert(staff)
    .values([
      { email: demoAdminEmail, name: 'Alex Admin', passwordHash, language: 'en', createdAt: now },
      {
        email: demoModeratorEmail,
        name: 'Morgan Moderator',
        passwordHash,
        language: 'en',
        createdAt: now,
      },
    ])
    .returning({ id: staff.id })
  const [firstBrand] = brands
  if (!admin || !moderator || !firstBrand) throw new Error('The demo staff were not created')
  await db.insert(staffRoleGrants).values([
    ...brands.map((brand) => ({
      staffId: admin.id,
      siteId: brand.site.id,
      role: 'admin' as const,
      createdAt: now,
    })),
    { staffId: moderator.id, siteId: firstBrand.site.id, role: 'moderator', createdAt: now },
  ])
}
