import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { profiles, reports } from '../db/schema.ts'
import type { Brand } from './brands.ts'

const hourMs = 60 * 60 * 1000

/**
 * A few open reports on the first brand, so the back office's queue has work to show after
 * `npm start` (README): two members' reports and two notices from the public form, of different
 * ages. Deterministic like the rest of the seed: the first generated members, times from `now`.
 */
export async function seedDemoReports(
  db: Database,
  options: { brands: readonly Brand[]; now: Date },
): Promise<void> {
  const [firstBrand] = options.brands
  if (!firstBrand) return
  const members = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.siteId, firstBrand.site.id), eq(profiles.fictional, false)))
    .orderBy(asc(profiles.id))
    .limit(6)
  const [a, b, c, d, e, f] = members.map((member) => member.id)
  if (f === undefined || a === undefined || b === undefined || c === undefined) return
  if (d === undefined || e === undefined) return
  const ago = (hours: number) => new Date(options.now.getTime() - hours * hourMs)
  const siteId = firstBrand.site.id
  const origin = `http://${firstBrand.site.domain}:3000`
  await db.insert(reports).values([
    {
      source: 'notice',
      siteId,
      reportedProfileId: a,
      reporterName: 'Robin Example',
      reporterEmail: 'robin@example.com',
      reporterLanguage: 'en',
      contentUrl: `${origin}/members/${a}`,
      reason: 'fake_profile',
      note: 'These photos are of a well-known actor, not of the person writing to me.',
      createdAt: ago(8 * 24),
    },
    {
      source: 'member',
      siteId,
      reporterProfileId: b,
      reportedProfileId: c,
      reason: 'spam',
      note: 'Sends the same link to a paid site to everyone.',
      createdAt: ago(3 * 24),
    },
    {
      source: 'notice',
      siteId,
      reportedProfileId: d,
      reporterName: 'Kim Beispiel',
      reporterEmail: 'kim@example.com',
      reporterLanguage: 'de',
      contentUrl: `${origin}/members/${d}`,
      reason: 'harassment',
      note: 'Dieses Profil schreibt mir nach meiner Blockierung unter neuem Namen weiter.',
      createdAt: ago(26),
    },
    {
      source: 'member',
      siteId,
      reporterProfileId: e,
      reportedProfileId: f,
      reason: 'inappropriate_photos',
      note: '',
      createdAt: ago(2),
    },
  ])
}
