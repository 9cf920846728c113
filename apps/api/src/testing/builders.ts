/**
 * Small, readable test data: one brand, a member with a profile and pictures, credits, likes
 * and conversations, for the api tests. The seed writes its rows in bulk with ids of its own,
 * up to a million profiles, so it does not use these builders of one row at a time.
 * Every builder takes explicit values where they matter and picks safe defaults else.
 */
import type { StaffRole } from '@dating/domain/staff'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { hashPassword } from '../auth/passwords.ts'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import {
  conversations,
  creditLedger,
  images,
  likes,
  messages,
  profiles,
  sites,
  users,
} from '../db/schema.ts'
import { staff, staffRoleGrants } from '../staff/schema.ts'
import type { MediaStore } from '../media/store.ts'
import { imageVariants, variantKey } from '../media/variants.ts'

export type NewSite = typeof sites.$inferInsert
export type NewUser = typeof users.$inferInsert
export type NewProfile = typeof profiles.$inferInsert
export type User = typeof users.$inferSelect
export type Profile = typeof profiles.$inferSelect
export type ImageRow = typeof images.$inferSelect

let sequence = 0
function next(): number {
  sequence += 1
  return sequence
}

/** A complete brand; `domain` defaults to a fresh `site-<n>.test`. */
export async function createSite(db: Database, overrides: Partial<NewSite> = {}): Promise<Site> {
  const [site] = await db
    .insert(sites)
    .values({
      name: 'Flirtwave',
      domain: `site-${next()}-${process.pid}.test`,
      domainLanguage: 'en_GB',
      cdnPrefix: '/media/',
      niche: 1,
      indexTitle: 'Flirtwave: meet singles near you',
      description: 'Chat and flirt with singles from all over Europe.',
      geoipCountry: 'GB',
      signups: 'all',
      loggedOutSearch: 'all',
      loggedOutSearchTrafficsource: 'all',
      minimumMessageCosts: { GB: { costs: 2, currency: 'GBP' } },
      supportEmail: 'support@flirtwave.example',
      supportPhone: '+44 20 1234-5678',
      enableSiteEntryPopup: 'yes',
      fictionalIcon: '🎭',
      countries: ['GB', 'NL', 'DE'],
      visibleProfileFields: ['age', 'country', 'region', 'gender', 'interests'],
      visibleProfileNotes: false,
      messageCredits: 2,
      signupCredits: 0,
      photoCredits: 1,
      giftCredits: 5,
      messageLength: 1000,
      companyName: 'Flirtwave Media B.V.',
      companyAddress: 'Keizersgracht 1',
      companyKvk: '12345678',
      companyCity: 'Amsterdam',
      companyCountry: 'NL',
      companyTradenames: ['Flirtwave'],
      companyVatNumbers: ['NL123456789B01'],
      companyAdded: '2024-03-01',
      companyId: 1,
      deleteDiscount: 25,
      searchFields: ['gender', 'country', 'countryregion', 'age'],
      refundDays: 14,
      interests: true,
      memberResell: false,
      mailName: 'Flirtwave',
      usFooter: false,
      ...overrides,
    })
    .returning()
  if (!site) throw new Error('Site was not created')
  return site
}

export type CreateMemberOptions = {
  site: Pick<Site, 'id' | 'geoipCountry'>
  /** With an email the member can log in (password defaults to `Test-password-1`). */
  email?: string
  password?: string
  user?: Partial<Omit<NewUser, 'siteId' | 'email' | 'passwordHash'>>
  profile?: Partial<Omit<NewProfile, 'userId' | 'siteId'>>
  /** Pictures in order; the first active one becomes the main image. */
  images?: ReadonlyArray<{ free?: boolean; status?: ImageRow['status'] }>
  /** When given, every variant file of every picture is written to it. */
  media?: MediaStore
}

export type Member = { user: User; profile: Profile; images: ImageRow[]; password: string | null }

export const defaultTestPassword = 'Test-password-1'

/** A user with a profile (and pictures). */
export async function createMember(db: Database, options: CreateMemberOptions): Promise<Member> {
  const n = next()
  const password = options.email ? (options.password ?? defaultTestPassword) : null
  const [user] = await db
    .insert(users)
    .values({
      siteId: options.site.id,
      email: options.email?.trim().toLowerCase() ?? null,
      passwordHash: password ? await hashPassword(password) : null,
      status: 'active',
      language: 'en',
      ...options.user,
    })
    .returning()
  if (!user) throw new Error('User was not created')
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      siteId: options.site.id,
      name: `Member ${n}`,
      birthdate: '1990-06-15',
      gender: 'female',
      sexuality: 'hetero',
      country: options.site.geoipCountry,
      about: '',
      ...options.profile,
    })
    .returning()
  if (!profile) throw new Error('Profile was not created')

  const created: ImageRow[] = []
  for (const [position, spec] of (options.images ?? []).entries()) {
    created.push(await addImage(db, profile.id, { ...spec, position, media: options.media }))
  }
  const main = created.find((image) => image.status === 'active')
  if (main) {
    await db.update(profiles).set({ mainImageId: main.id }).where(eq(profiles.id, profile.id))
    profile.mainImageId = main.id
  }
  return { user, profile, images: created, password }
}

/** One picture of a profile, with its variant files when a media store is given. */
export async function addImage(
  db: Database,
  profileId: number,
  options: {
    free?: boolean
    status?: ImageRow['status']
    position?: number
    media?: MediaStore
  } = {},
): Promise<ImageRow> {
  const [image] = await db
    .insert(images)
    .values({
      profileId,
      storageKey: `images/p${profileId}/${next()}`,
      position: options.position ?? 0,
      free: options.free ?? false,
      status: options.status ?? 'active',
    })
    .returning()
  if (!image) throw new Error('Image was not created')
  if (options.media) {
    for (const variant of imageVariants) {
      await options.media.put(variantKey(image.storageKey, variant), await sampleImage(variant))
    }
  }
  return image
}

const variantColours = {
  original: '#7b2cbf',
  main: '#9d4edd',
  thumb: '#c77dff',
  match: '#e0aaff',
  blurred: '#bde0fe',
  card: '#a2d2ff',
  swipe: '#cdb4db',
  full: '#ffc8dd',
} as const

const samples = new Map<string, Promise<Uint8Array>>()

/** A tiny solid WebP per variant, so tests can tell which file they were given. */
export function sampleImage(variant: keyof typeof variantColours): Promise<Uint8Array> {
  let sample = samples.get(variant)
  if (!sample) {
    sample = sharp({
      create: { width: 8, height: 8, channels: 3, background: variantColours[variant] },
    })
      .webp()
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer))
    samples.set(variant, sample)
  }
  return sample
}

/** A ledger entry; a `purchase` makes the user a paid user. */
export async function addCredits(
  db: Database,
  userId: number,
  delta: number,
  reason: (typeof creditLedger.$inferInsert)['reason'] = 'purchase',
  reference: string | null = `test-${next()}`,
): Promise<void> {
  await db.insert(creditLedger).values({ userId, delta, reason, reference })
}

export async function addLike(
  db: Database,
  fromProfileId: number,
  toProfileId: number,
  likeNew = true,
): Promise<number> {
  const [like] = await db
    .insert(likes)
    .values({ fromProfileId, toProfileId, likeNew })
    .returning({ id: likes.id })
  if (!like) throw new Error('Like was not created')
  return like.id
}

/** A conversation between two profiles with messages sent in order, oldest first. */
export async function addConversation(
  db: Database,
  firstProfileId: number,
  secondProfileId: number,
  lines: ReadonlyArray<{ from: number; body: string; read?: boolean }> = [],
): Promise<number> {
  const [a, b] = [firstProfileId, secondProfileId].sort((x, y) => x - y) as [number, number]
  const [conversation] = await db
    .insert(conversations)
    .values({ profileAId: a, profileBId: b })
    .returning({ id: conversations.id })
  if (!conversation) throw new Error('Conversation was not created')
  const start = Date.now() - lines.length * 60_000
  for (const [index, line] of lines.entries()) {
    const sentAt = new Date(start + index * 60_000)
    await db.insert(messages).values({
      conversationId: conversation.id,
      senderProfileId: line.from,
      body: line.body,
      createdAt: sentAt,
      readAt: line.read ? sentAt : null,
    })
  }
  if (lines.length > 0) {
    await db
      .update(conversations)
      .set({ updatedAt: new Date(start + (lines.length - 1) * 60_000) })
      .where(eq(conversations.id, conversation.id))
  }
  return conversation.id
}

export type StaffAccount = { id: number; email: string; password: string }

/**
 * A back-office staff account with a password and roles on brands (decision 055), e.g.
 * `createStaff(db, { email, roles: [{ site, role: 'moderator' }] })`.
 */
export async function createStaff(
  db: Database,
  options: {
    email?: string
    name?: string
    password?: string
    roles: ReadonlyArray<{ site: Site; role: StaffRole }>
  },
): Promise<StaffAccount> {
  const email = options.email ?? `staff-${next()}@example.com`
  const password = options.password ?? defaultTestStaffPassword
  const [account] = await db
    .insert(staff)
    .values({
      email,
      name: options.name ?? email.split('@')[0] ?? email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: staff.id })
  if (!account) throw new Error('The staff account was not created')
  if (options.roles.length > 0) {
    await db
      .insert(staffRoleGrants)
      .values(
        options.roles.map(({ site, role }) => ({ staffId: account.id, siteId: site.id, role })),
      )
  }
  return { id: account.id, email, password }
}

export const defaultTestStaffPassword = 'Staff-password-123'

/** A valid Dutch IBAN of its own for each `n` (ABNA bank, mod-97 check digits). */
export function testIban(n: number): string {
  const body = `ABNA${String(n).padStart(10, '0')}`
  const rearranged = `${body}NL00`
  let remainder = 0
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return `NL${String(98 - remainder).padStart(2, '0')}${body}`
}
