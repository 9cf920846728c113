import { positionOfRegion } from '../location/positions.ts'
import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  conversations,
  creditLedger,
  images,
  likes,
  messages,
  profiles,
  users,
} from '../db/schema.ts'
import type { Brand } from './brands.ts'
import { type ChatLine, chatScripts } from './chat-scripts.ts'
import { type DemoAccount, demoAccounts, demoPassword } from './demo-accounts.ts'
import { brandOf, memberId } from './members.ts'
import { generatePerson, isoDateDaysBefore, type SeedPerson } from './people.ts'
import { castFor, pictureOf, pictureStorageKey } from './portrait-pool.ts'
import { createRandom, mixSeed } from './random.ts'

const hourMs = 3_600_000
const dayMs = 24 * hourMs

type Counterparts = { chats: SeedPerson[]; liked: SeedPerson[]; likedBy: SeedPerson[] }

/** Members who fit the demo member's wishes, chat partners from the same country first. */
function counterpartsFor(
  account: DemoAccount,
  options: {
    seed: number
    today: string
    profiles: number
    brand: Brand
    brands: readonly Brand[]
  },
): Counterparts {
  const fitting: SeedPerson[] = []
  const scanLimit = Math.min(options.profiles, 20_000)
  for (let index = 0; index < scanLimit && fitting.length < 400; index++) {
    const person = generatePerson(options.seed, index, options.today)
    if (person.gender !== account.interestedIn || person.sexuality === 'homo') continue
    if (brandOf(options.seed, person, options.brands) !== options.brand) continue
    fitting.push(person)
  }
  // The scripted conversations end in a date: only members who can be met take part in them.
  const canMeet = fitting.filter((person) => !person.fictional)
  const sameCountry = canMeet.filter((person) => person.country === account.country)
  const chats = [...sameCountry, ...canMeet.filter((p) => p.country !== account.country)].slice(
    0,
    account.conversationCount,
  )
  const rest = fitting.filter((person) => !chats.includes(person))
  const match = chats[0]
  // A fictional match and a fictional fan (a like not returned yet), so the demo member meets
  // the fictional label on the likes, a match's page, the chat and the match modal.
  const [fictionalMatch, fictionalFan] = rest.filter((person) => person.fictional)
  const others = rest.filter((person) => person !== fictionalMatch && person !== fictionalFan)
  const present = (people: (SeedPerson | undefined)[]) =>
    people.filter((person): person is SeedPerson => person !== undefined)
  // The first chat partner is a mutual match: liked by and liking the demo member.
  const liked = present([match, fictionalMatch, ...others.slice(0, 3)])
  const likedBy = present([match, fictionalMatch, fictionalFan, ...others.slice(3, 6)])
  return { chats, liked, likedBy }
}

type DemoRows = {
  users: (typeof users.$inferInsert)[]
  profiles: (typeof profiles.$inferInsert)[]
  images: (typeof images.$inferInsert)[]
  likes: (typeof likes.$inferInsert)[]
  conversations: (typeof conversations.$inferInsert)[]
  messages: (typeof messages.$inferInsert)[]
  ledger: (typeof creditLedger.$inferInsert)[]
}

type Ids = { image: number; like: number; conversation: number; message: number; ledger: number }

function fillLine(line: ChatLine, me: string, them: string): string {
  return line[1].replaceAll('{me}', me).replaceAll('{them}', them)
}

function demoRowsFor(
  account: DemoAccount,
  counterparts: Counterparts,
  context: {
    seed: number
    now: Date
    brand: Brand
    passwordHash: string
    ids: Ids
    rows: DemoRows
  },
): void {
  const { now, brand, ids, rows } = context
  const at = (agoMs: number) => new Date(now.getTime() - agoMs)
  const random = createRandom(mixSeed(context.seed, 'demo', account.key))
  const signupDate = at(account.signupAgoMs)
  const today = now.toISOString().slice(0, 10)
  rows.users.push({
    id: account.id,
    siteId: brand.site.id,
    email: account.email,
    passwordHash: context.passwordHash,
    language: 'en',
    status: 'active',
    signupDate,
    createdAt: signupDate,
  })
  const person = random.pick(castFor(account.gender, account.hairColour))
  const pictureIds: number[] = []
  for (let position = 0; position < account.pictureCount; position++) {
    const id = ids.image++
    pictureIds.push(id)
    const picture = pictureOf(person, position)
    rows.images.push({
      id,
      profileId: account.id,
      storageKey: pictureStorageKey(picture, brand.slug),
      position,
      free: picture.free,
      status: 'active',
      createdAt: new Date(signupDate.getTime() + (position + 1) * 60_000),
    })
  }
  rows.profiles.push({
    id: account.id,
    userId: account.id,
    siteId: brand.site.id,
    name: account.name,
    birthdate: isoDateDaysBefore(today, account.age * 365 + 120),
    gender: account.gender,
    sexuality: account.sexuality,
    country: account.country,
    region: account.region,
    ...(positionOfRegion(account.region) ?? { lat: null, lon: null }),
    about: account.about,
    height: account.height,
    hairColour: account.hairColour,
    eyeColour: account.eyeColour,
    bodyType: account.bodyType,
    relationshipStatus: account.relationshipStatus,
    interests: account.interests,
    fictional: false,
    status: 'active',
    mainImageId: null,
    createdAt: signupDate,
  })

  counterparts.liked.forEach((other, i) => {
    rows.likes.push({
      id: ids.like++,
      fromProfileId: account.id,
      toProfileId: memberId(other.index),
      likeNew: i > 0,
      createdAt: at((i + 1) * 5 * hourMs),
    })
  })
  // Newest first: the three most recent likes are still unseen; the match was seen long ago.
  counterparts.likedBy.forEach((other, i) => {
    const isMatch = counterparts.liked.includes(other)
    rows.likes.push({
      id: ids.like++,
      fromProfileId: memberId(other.index),
      toProfileId: account.id,
      likeNew: !isMatch && i <= 3,
      createdAt: at(isMatch ? 3 * dayMs : i * 2 * hourMs + 20 * 60_000),
    })
  })

  rows.ledger.push({
    id: ids.ledger++,
    userId: account.id,
    delta: brand.site.signupCredits,
    reason: 'signup_bonus',
    reference: `signup:${account.id}`,
    createdAt: signupDate,
  })
  if (account.purchasedCredits > 0) {
    rows.ledger.push({
      id: ids.ledger++,
      userId: account.id,
      delta: account.purchasedCredits,
      reason: 'purchase',
      reference: `seed-payment:${account.key}`,
      createdAt: at(account.signupAgoMs - dayMs),
    })
  }

  counterparts.chats.forEach((other, chatIndex) => {
    const script = chatScripts[chatIndex % chatScripts.length] ?? []
    const otherId = memberId(other.index)
    const conversationId = ids.conversation++
    const lastMeIndex = script.findLastIndex(([from]) => from === 'me')
    const startAgo = (chatIndex * 2 + 1) * dayMs
    let time = now.getTime() - startAgo
    const sent: { id: number; at: Date }[] = []
    script.forEach((line, lineIndex) => {
      time += random.int(4, 50) * 60_000
      const createdAt = new Date(Math.min(time, now.getTime() - 60_000))
      const fromMe = line[0] === 'me'
      const id = ids.message++
      rows.messages.push({
        id,
        conversationId,
        senderProfileId: fromMe ? account.id : otherId,
        body: fillLine(line, account.name, other.name),
        // What the other member wrote after the demo member's last line is still unread.
        readAt: fromMe || lineIndex < lastMeIndex ? new Date(createdAt.getTime() + 120_000) : null,
        createdAt,
      })
      if (fromMe) sent.push({ id, at: createdAt })
    })
    const [profileAId, profileBId] =
      account.id < otherId ? [account.id, otherId] : [otherId, account.id]
    rows.conversations.push({
      id: conversationId,
      profileAId,
      profileBId,
      createdAt: new Date(now.getTime() - startAgo),
      updatedAt: new Date(Math.min(time, now.getTime() - 60_000)),
    })
    // Paid members pay for every message; free members write their free messages.
    if (account.purchasedCredits > 0) {
      for (const message of sent) {
        rows.ledger.push({
          id: ids.ledger++,
          userId: account.id,
          delta: -brand.site.messageCredits,
          reason: 'spend',
          reference: `message:${message.id}`,
          createdAt: message.at,
        })
      }
    }
  })
}

export type DemoSummary = { email: string; password: string; credits: number; paid: boolean }

/** Inserts the two demo accounts with their pictures, likes, chats and credit ledger. */
export async function seedDemoAccounts(
  db: Database,
  options: {
    seed: number
    now: Date
    profiles: number
    brands: readonly Brand[]
    firstImageId: number
  },
): Promise<{ summaries: DemoSummary[]; nextImageId: number }> {
  const [brand] = options.brands
  if (!brand) throw new Error('no brand for the demo accounts')
  const today = options.now.toISOString().slice(0, 10)
  // A fixed salt keeps the seed deterministic; the password is public anyway.
  const salt = new TextEncoder().encode(`demo-salt-${options.seed}`.padEnd(16, '.'))
  const passwordHash = await hash(demoPassword, { salt })
  const rows: DemoRows = {
    users: [],
    profiles: [],
    images: [],
    likes: [],
    conversations: [],
    messages: [],
    ledger: [],
  }
  const ids: Ids = { image: options.firstImageId, like: 1, conversation: 1, message: 1, ledger: 1 }
  for (const account of demoAccounts) {
    const counterparts = counterpartsFor(account, { ...options, today, brand })
    demoRowsFor(account, counterparts, {
      seed: options.seed,
      now: options.now,
      brand,
      passwordHash,
      ids,
      rows,
    })
  }
  await db.transaction(async (tx) => {
    await tx.insert(users).values(rows.users)
    await tx.insert(profiles).values(rows.profiles)
    await tx.insert(images).values(rows.images)
    for (const profile of rows.profiles) {
      const main = rows.images.find(
        (image) => image.profileId === profile.id && image.position === 0,
      )
      if (!main?.id || !profile.id) continue
      await tx.update(profiles).set({ mainImageId: main.id }).where(eq(profiles.id, profile.id))
    }
    if (rows.likes.length > 0) await tx.insert(likes).values(rows.likes)
    if (rows.conversations.length > 0) await tx.insert(conversations).values(rows.conversations)
    if (rows.messages.length > 0) await tx.insert(messages).values(rows.messages)
    await tx.insert(creditLedger).values(rows.ledger)
  })
  const summaries = demoAccounts.map((account) => ({
    email: account.email,
    password: demoPassword,
    credits: rows.ledger
      .filter((entry) => entry.userId === account.id)
      .reduce((sum, entry) => sum + entry.delta, 0),
    paid: account.purchasedCredits > 0,
  }))
  return { summaries, nextImageId: ids.image }
}
