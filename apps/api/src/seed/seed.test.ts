import { countries, isRegionOf } from '@dating/domain/countries'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/passwords.ts'
import type { DatabaseHandle } from '../db/client.ts'
import {
  conversations,
  creditLedger,
  images,
  likes,
  messages,
  profiles,
  reports,
  sites,
  users,
} from '../db/schema.ts'
import { staff } from '../staff/schema.ts'
import { rolesOf } from '../staff/sessions.ts'
import { demoPassword } from './demo-accounts.ts'
import { demoAdminEmail, demoModeratorEmail } from './staff.ts'
import { memberBatch } from './members.ts'
import { brands } from './brands.ts'
import { seed } from './seed.ts'
import { type BackendName, backends, openTestDatabase } from '../../tests/harness.ts'

const now = new Date('2026-06-01T12:00:00Z')
const profileCount = 200

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item])
  return groups
}

async function openDatabase(backend: BackendName): Promise<DatabaseHandle> {
  const database = await openTestDatabase(backend)
  return {
    ...database,
    close: async () => {
      await database.close()
      await database.drop()
    },
  }
}

async function dump(handle: DatabaseHandle) {
  const { db } = handle
  return {
    sites: await db.select().from(sites).orderBy(asc(sites.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    profiles: await db.select().from(profiles).orderBy(asc(profiles.id)),
    images: await db.select().from(images).orderBy(asc(images.id)),
    likes: await db.select().from(likes).orderBy(asc(likes.id)),
    conversations: await db.select().from(conversations).orderBy(asc(conversations.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    staff: await db.select().from(staff).orderBy(asc(staff.id)),
    reports: await db.select().from(reports).orderBy(asc(reports.id)),
  }
}

describe.each(backends)('seed on %s', (backend) => {
  let first: DatabaseHandle
  let rows: Awaited<ReturnType<typeof dump>>
  let again: Awaited<ReturnType<typeof dump>>

  beforeAll(async () => {
    first = await openDatabase(backend)
    await seed(first.db, { seed: 1, profiles: profileCount, now, batchSize: 200 })
    again = await dump(first)
    // The audit log refuses a truncate (append-only); emptying a test database is the exception.
    await first.db.execute(
      sql`alter table staff_audit_log disable trigger staff_audit_log_no_truncate`,
    )
    await first.db.execute(
      sql`truncate sites, users, profiles, images, likes, conversations, messages, credit_ledger, staff restart identity cascade`,
    )
    await first.db.execute(
      sql`alter table staff_audit_log enable trigger staff_audit_log_no_truncate`,
    )
    await seed(first.db, { seed: 1, profiles: profileCount, now, batchSize: 64 })
    rows = await dump(first)
  })

  afterAll(async () => {
    await first?.close()
  })

  it('writes the same rows for the same seed, whatever the batch size', () => {
    expect(rows).toEqual(again)
  })

  it('writes other members for another seed', () => {
    const options = { now, brands }
    const one = memberBatch({ ...options, seed: 1 }, 0, 20, 1)
    const two = memberBatch({ ...options, seed: 2 }, 0, 20, 1)
    expect(two.profiles).not.toEqual(one.profiles)
    expect(memberBatch({ ...options, seed: 1 }, 0, 20, 1)).toEqual(one)
  })

  it('stores generated members exactly as generated', () => {
    const generated = memberBatch({ seed: 1, now, brands }, 0, profileCount, 1)
    // The database derives the grid cell and the listing rank (generated columns, decision 063).
    const stored = rows.profiles
      .filter((profile) => profile.id > 100)
      .map(({ geoCell: _geoCell, listingRank: _listingRank, ...profile }) => profile)
    expect(stored).toEqual(
      generated.profiles.map((profile) => ({
        ...profile,
        mainImageId: generated.images.find((image) => image.profileId === profile.id)?.id,
        // Kept by a trigger from the images table (migration 0018).
        imageCount: generated.images.filter((image) => image.profileId === profile.id).length,
      })),
    )
    expect(rows.images.slice(0, generated.images.length)).toEqual(generated.images)
  })

  it('creates the two brands with their own language and countries', () => {
    expect(rows.sites.map((site) => [site.name, site.domain, site.domainLanguage])).toEqual([
      ['Flirtwave', 'localhost', 'en_GB'],
      ['Herzklopfen', 'de.localhost', 'de_DE'],
    ])
    const [flirtwave, herzklopfen] = rows.sites
    expect(flirtwave?.countries).toEqual([...countries])
    expect(flirtwave?.isDefault).toBe(true)
    expect(herzklopfen?.countries).toContain('DE')
    expect(herzklopfen?.signups).toBe('with_trafficsource')
    expect(Object.keys(herzklopfen?.minimumMessageCosts ?? {}).sort()).toEqual(
      [...(herzklopfen?.countries ?? [])].sort(),
    )
  })

  it('spreads members over all countries, valid regions and ages 18 to 75', async () => {
    const members = rows.profiles.filter((profile) => profile.id > 100)
    expect(members).toHaveLength(profileCount)
    expect(new Set(members.map((profile) => profile.country))).toEqual(new Set(countries))
    expect(members.filter((p) => !p.region || !isRegionOf(p.country, p.region))).toEqual([])
    const today = now.toISOString().slice(0, 10)
    const age = sql`extract(year from age(${today}::date, ${profiles.birthdate}))`
    const [ages] = await first.db
      .select({ min: sql`min(${age})`.mapWith(Number), max: sql`max(${age})`.mapWith(Number) })
      .from(profiles)
    expect(ages?.min).toBeGreaterThanOrEqual(18)
    expect(ages?.max).toBeLessThanOrEqual(75)
    const brandOfMember = new Map(rows.sites.map((site) => [site.id, site.countries]))
    expect(members.filter((p) => !brandOfMember.get(p.siteId)?.includes(p.country))).toEqual([])
    expect(members.some((profile) => profile.fictional)).toBe(true)
  })

  it('gives every member profile one to six pictures, the first as main image', () => {
    const byProfile = groupBy(rows.images, (image) => image.profileId)
    for (const profile of rows.profiles.filter((row) => row.status === 'active')) {
      const own = byProfile.get(profile.id) ?? []
      expect(own.length).toBeGreaterThanOrEqual(1)
      expect(own.length).toBeLessThanOrEqual(6)
      expect(profile.mainImageId).toBe(own.find((image) => image.position === 0)?.id)
    }
    const site = new Map(rows.profiles.map((profile) => [profile.id, profile.siteId]))
    const byKey = groupBy(rows.images, (image) => image.storageKey)
    for (const shared of byKey.values()) {
      expect(new Set(shared.map((image) => image.free)).size).toBe(1)
      expect(new Set(shared.map((image) => site.get(image.profileId))).size).toBe(1)
    }
  })

  it('lets the demo members log in on Flirtwave', async () => {
    for (const email of ['free.member@example.com', 'premium.member@example.com']) {
      const user = rows.users.find((row) => row.email === email)
      expect(user).toMatchObject({ siteId: 1, status: 'active' })
      expect(await verifyPassword(user?.passwordHash ?? null, demoPassword)).toBe(true)
      const profile = rows.profiles.find((row) => row.userId === user?.id)
      expect(profile?.mainImageId).not.toBeNull()
    }
  })

  it('makes back-office staff: an admin of both brands and a moderator of Flirtwave', async () => {
    const byEmail = (email: string) => rows.staff.find((row) => row.email === email)
    const admin = byEmail(demoAdminEmail)
    const moderator = byEmail(demoModeratorEmail)
    for (const account of [admin, moderator]) {
      expect(await verifyPassword(account?.passwordHash ?? null, demoPassword)).toBe(true)
    }
    const roles = async (id: number | undefined) =>
      (await rolesOf(first.db, id ?? 0)).map((role) => `${role.site_id}:${role.role}`)
    expect(await roles(admin?.id)).toEqual(['1:admin', '2:admin'])
    expect(await roles(moderator?.id)).toEqual(['1:moderator'])
    // Staff are no members: nobody meets them on the site.
    expect(rows.users.some((row) => row.email === demoModeratorEmail)).toBe(false)
  })

  it('leaves the back office a few open reports of Flirtwave, from members and notices', () => {
    const flirtwave = new Set(
      rows.profiles.filter((profile) => profile.siteId === 1).map((profile) => profile.id),
    )
    expect(rows.reports.length).toBeGreaterThanOrEqual(2)
    expect(new Set(rows.reports.map((report) => report.source))).toEqual(
      new Set(['member', 'notice']),
    )
    for (const report of rows.reports) {
      expect(report.status).toBe('open')
      expect(flirtwave.has(report.reportedProfileId ?? 0)).toBe(true)
      expect(report.createdAt.getTime()).toBeLessThan(now.getTime())
    }
  })

  it('gives the premium member a purchase and spending, the free member only the bonus', () => {
    const ledgerOf = (userId: number) => rows.ledger.filter((entry) => entry.userId === userId)
    const free = ledgerOf(1)
    expect(free.map((entry) => entry.reason)).toEqual(['signup_bonus'])
    const premium = ledgerOf(2)
    expect(premium.filter((entry) => entry.reason === 'purchase').map((e) => e.delta)).toEqual([
      100,
    ])
    const spent = premium.filter((entry) => entry.reason === 'spend')
    expect(spent.length).toBeGreaterThan(0)
    const balance = premium.reduce((sum, entry) => sum + entry.delta, 0)
    expect(balance).toBeGreaterThan(0)
    expect(balance).toBeLessThanOrEqual(10)
  })

  it('gives both demo members likes both ways, a match and conversations with unread messages', () => {
    for (const [profileId, chats] of [
      [1, 2],
      [2, 3],
    ] as const) {
      const sent = rows.likes.filter((like) => like.fromProfileId === profileId)
      const received = rows.likes.filter((like) => like.toProfileId === profileId)
      expect(sent.length).toBeGreaterThanOrEqual(3)
      expect(received.length).toBeGreaterThanOrEqual(3)
      expect(received.some((like) => like.likeNew)).toBe(true)
      expect(received.some((like) => !like.likeNew)).toBe(true)
      const matches = sent.filter((like) =>
        received.some((back) => back.fromProfileId === like.toProfileId),
      )
      expect(matches.length).toBeGreaterThanOrEqual(1)
      const own = rows.conversations.filter(
        (c) => c.profileAId === profileId || c.profileBId === profileId,
      )
      expect(own).toHaveLength(chats)
      const unread = rows.messages.filter(
        (message) =>
          own.some((c) => c.id === message.conversationId) &&
          message.senderProfileId !== profileId &&
          message.readAt === null,
      )
      expect(unread.length).toBeGreaterThan(0)
    }
  })

  it('leaves the id sequences after the seeded rows', async () => {
    const [user] = await first.db
      .insert(users)
      .values({ siteId: 1, email: 'new.member@example.com' })
      .returning({ id: users.id })
    expect(user?.id).toBeGreaterThan(Math.max(...rows.users.map((row) => row.id)))
    await first.db.delete(users).where(eq(users.id, user?.id ?? 0))
  })
})
