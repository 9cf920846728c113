import {
  accountExportSchema,
  deleteAccountResponseSchema,
  exportPath,
} from '@dating/domain/account'
import {
  chatsResponseSchema,
  errorSchema,
  likesResponseSchema,
  membersPageSchema,
  userResponseSchema,
} from '@dating/domain/entities'
import { eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatPhotoFileKey } from '../src/chat/photos.ts'
import { eraseExpiredDeletions } from '../src/accounts/erasure.ts'
import { recordRateEvent } from '../src/http/rate-events.ts'
import type { Site } from '../src/http/context.ts'
import {
  accountTokens,
  blocks,
  conversations,
  creditLedger,
  discountCodes,
  images,
  likes,
  messages,
  outbox,
  profiles,
  rateEvents,
  reports,
  sessions,
  swipePasses,
  users,
} from '../src/db/schema.ts'
import { imageVariants, variantKey } from '../src/media/variants.ts'
import {
  addConversation,
  addCredits,
  addImage,
  addLike,
  createMember,
  createSite,
  defaultTestPassword,
  type Member,
  sampleImage,
} from '../src/testing/builders.ts'
import {
  type Api,
  backends,
  json,
  loginAs,
  mailedToken,
  outboxMails,
  sessionFrom,
  setCookie,
  startApi,
  withSession,
} from './harness.ts'

const host = 'deletion.test'
const dayMs = 24 * 60 * 60 * 1000

describe.each(backends)('account deletion on %s', (backend) => {
  let api: Api
  let site: Site
  let bert: Member
  let bertCookie: string

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host, name: 'Flirtwave' })
    bert = await createMember(api.db, {
      site,
      email: 'bert@example.com',
      profile: { name: 'Bert', gender: 'male' },
    })
    bertCookie = await loginAs(api, host, 'bert@example.com')
  })
  afterAll(() => api.stop())

  let sequence = 0
  /** A member who can log in, with two pictures (files in the media store). */
  async function member(name: string) {
    sequence += 1
    const email = `${name.toLowerCase()}.${sequence}@example.com`
    const created = await createMember(api.db, {
      site,
      email,
      profile: { name },
      images: [{ free: true }, { free: false }],
      media: api.media,
    })
    return { ...created, email }
  }

  const withCookie = (cookie: string, init: RequestInit = {}) => withSession(host, cookie, init)

  function deleteAccount(cookie: string, body: unknown) {
    return api.request('/api/user.php', withCookie(cookie, { method: 'DELETE', ...json(body) }))
  }

  async function deleted(cookie: string, body: Record<string, unknown> = {}) {
    const response = await deleteAccount(cookie, {
      reason: 'taking_break',
      password: defaultTestPassword,
      ...body,
    })
    expect(response.status).toBe(200)
    return { response, body: v.parse(deleteAccountResponseSchema, await response.json()) }
  }

  /** The reactivation token of the newest reactivation mail to a member. */
  function reactivationToken(userId: number): Promise<string> {
    return mailedToken(
      api,
      { kind: 'account_deleted_reactivation', userId },
      /https:\/\/[^\s]+\/account-deleted\?reactivate=([A-Za-z0-9_-]{43})/,
    )
  }

  const reactivate = (token: string) =>
    api.request('/api/reactivate.php', { method: 'POST', host, ...json({ token }) })

  async function errorOf(response: Response) {
    return v.parse(errorSchema, await response.json()).error
  }

  async function visibleToBert(profileId: number) {
    const profile = await api.request(`/api/profile.php?id=${profileId}`, withCookie(bertCookie))
    const search = await api.request('/api/members.php', withCookie(bertCookie))
    const page = v.parse(membersPageSchema, await search.json())
    const likesPage = v.parse(
      likesResponseSchema,
      await (await api.request('/api/likes.php', withCookie(bertCookie))).json(),
    )
    const chats = v.parse(
      chatsResponseSchema,
      await (await api.request('/api/chats.php', withCookie(bertCookie))).json(),
    )
    return {
      profile: profile.status,
      search: page.results.some((result) => result.id === profileId),
      likedBy: likesPage.liked_by.some((like) => like.id === profileId),
      chats: chats.chats.some((chat) => chat.profile.id === profileId),
    }
  }

  it('refuses without a session, with a wrong password and with an unknown reason', async () => {
    const anna = await member('Anna')
    const cookie = await loginAs(api, host, anna.email)
    const anonymous = await api.request('/api/user.php', {
      method: 'DELETE',
      host,
      ...json({ reason: 'other', password: defaultTestPassword }),
    })
    expect(anonymous.status).toBe(403)

    const wrong = await deleteAccount(cookie, { reason: 'other', password: 'Not-the-password-1' })
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toBe('old_password_wrong')

    const badReason = await deleteAccount(cookie, {
      reason: 'bored',
      password: defaultTestPassword,
    })
    expect(badReason.status).toBe(400)
    expect(await errorOf(badReason)).toBe('validation_failed')

    const tooLong = await deleteAccount(cookie, {
      reason: 'other',
      note: 'x'.repeat(1001),
      password: defaultTestPassword,
    })
    expect(tooLong.status).toBe(400)

    const still = await api.request('/api/user.php', withCookie(cookie))
    expect(still.status).toBe(200)
    const [row] = await api.db.select().from(users).where(eq(users.id, anna.user.id))
    expect(row?.status).toBe('active')
  })

  it('ends every session, hides the profile and mails a reactivation link', async () => {
    const anna = await member('Anna')
    await addLike(api.db, anna.profile.id, bert.profile.id)
    await addConversation(api.db, anna.profile.id, bert.profile.id, [
      { from: anna.profile.id, body: 'Hello Bert' },
    ])
    const first = await loginAs(api, host, anna.email)
    const second = await loginAs(api, host, anna.email)
    // Before Bert opens her profile, which marks her like seen.
    const bertBefore = v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withCookie(bertCookie))).json(),
    ).user
    expect(await visibleToBert(anna.profile.id)).toEqual({
      profile: 200,
      search: true,
      likedBy: true,
      chats: true,
    })

    const before = Date.now()
    const { response, body } = await deleted(first, { reason: 'found_partner', note: ' Met her ' })
    expect(setCookie(response, 'sid')).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly/)
    const until = new Date(body.reactivate_until).getTime()
    expect(until).toBeGreaterThanOrEqual(before + 14 * dayMs)
    expect(until).toBeLessThanOrEqual(Date.now() + 14 * dayMs)

    for (const cookie of [first, second]) {
      expect((await api.request('/api/user.php', withCookie(cookie))).status).toBe(403)
    }
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, anna.user.id))).toEqual(
      [],
    )
    const [row] = await api.db.select().from(users).where(eq(users.id, anna.user.id))
    expect(row).toMatchObject({
      status: 'pending_deletion',
      deletionReason: 'found_partner',
      deletionNote: 'Met her',
    })
    expect(row?.deletionRequestedAt?.getTime()).toBeGreaterThanOrEqual(before)

    expect(await visibleToBert(anna.profile.id)).toEqual({
      profile: 404,
      search: false,
      likedBy: false,
      chats: false,
    })
    const bertAfter = v.parse(
      userResponseSchema,
      await (await api.request('/api/user.php', withCookie(bertCookie))).json(),
    ).user
    expect(bertAfter.new_likes).toBe(bertBefore.new_likes - 1)
    expect(bertAfter.unread_messages).toBe(bertBefore.unread_messages - 1)

    const [mail] = await outboxMails(api, {
      kind: 'account_deleted_reactivation',
      userId: anna.user.id,
    })
    expect(mail?.to).toBe(anna.email)
    expect(mail?.text).toContain(`https://${host}/account-deleted?reactivate=`)
    expect(mail?.text).toContain('14')
  })

  it('tells a login while pending deletion, and reactivates when asked to', async () => {
    const anna = await member('Anna')
    await deleted(await loginAs(api, host, anna.email))
    const login = (reactivate?: boolean) =>
      api.request('/api/user.php', {
        method: 'POST',
        host,
        ...json({ email: anna.email, password: defaultTestPassword, reactivate }),
      })
    const refused = await login()
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toBe('account_pending_deletion')
    const back = await login(true)
    expect(back.status).toBe(200)
    expect(v.parse(userResponseSchema, await back.json()).user.status).toBe('active')
    expect((await visibleToBert(anna.profile.id)).profile).toBe(200)
  })

  it('restores the account once through the mailed link', async () => {
    const anna = await member('Anna')
    await deleted(await loginAs(api, host, anna.email))
    const token = await reactivationToken(anna.user.id)

    const restored = await reactivate(token)
    expect(restored.status).toBe(200)
    const { user } = v.parse(userResponseSchema, await restored.json())
    expect(user).toMatchObject({ id: anna.user.id, status: 'active', email: anna.email })
    const cookie = sessionFrom(restored)
    expect((await api.request('/api/user.php', withCookie(cookie))).status).toBe(200)
    expect(await visibleToBert(anna.profile.id)).toMatchObject({ profile: 200, search: true })
    const [row] = await api.db.select().from(users).where(eq(users.id, anna.user.id))
    expect(row).toMatchObject({ deletionRequestedAt: null, deletionReason: null })

    const again = await reactivate(token)
    expect(again.status).toBe(400)
    expect(await errorOf(again)).toBe('link_invalid')
    const malformed = await reactivate('not-a-token')
    expect(await errorOf(malformed)).toBe('link_invalid')
  })

  it('brings a member who never activated back as not confirmed, profile still hidden', async () => {
    const nina = await createMember(api.db, {
      site,
      email: 'nina@example.com',
      user: { status: 'not_confirmed' },
      profile: { name: 'Nina', status: 'disabled' },
    })
    await deleted(await loginAs(api, host, 'nina@example.com'))
    const restored = await reactivate(await reactivationToken(nina.user.id))
    expect(restored.status).toBe(200)
    expect(v.parse(userResponseSchema, await restored.json()).user.status).toBe('not_confirmed')
    const [profile] = await api.db.select().from(profiles).where(eq(profiles.id, nina.profile.id))
    expect(profile?.status).toBe('disabled')
  })

  it('erases deletions older than 14 days and keeps younger ones', async () => {
    const carla = await member('Carla')
    const dan = await member('Dan')
    // A seeded-style picture whose files another profile shares.
    const [shared] = await api.db
      .insert(images)
      .values({ profileId: carla.profile.id, storageKey: 'images/pool/shared-1', position: 2 })
      .returning()
    await api.db
      .insert(images)
      .values({ profileId: bert.profile.id, storageKey: 'images/pool/shared-1', position: 5 })
    for (const variant of imageVariants) {
      await api.media.put(variantKey('images/pool/shared-1', variant), await sampleImage(variant))
    }
    await addCredits(api.db, carla.user.id, 50, 'purchase')
    await addCredits(api.db, carla.user.id, -2, 'spend')
    await addLike(api.db, bert.profile.id, carla.profile.id)
    await addLike(api.db, carla.profile.id, bert.profile.id)
    const chatWithBert = await addConversation(api.db, carla.profile.id, bert.profile.id, [
      { from: bert.profile.id, body: 'Hi Carla' },
      { from: carla.profile.id, body: 'Hi Bert' },
    ])
    // A photo Bert sent her: the conversation goes for both, and so does the file.
    const bertsPhoto = `chat/p${bert.profile.id}/erasure-photo-1`
    await api.db.insert(messages).values({
      conversationId: chatWithBert,
      senderProfileId: bert.profile.id,
      body: '',
      kind: 'photo',
      attachment: bertsPhoto,
    })
    await api.media.put(chatPhotoFileKey(bertsPhoto), await sampleImage('thumb'))
    await api.db.insert(blocks).values({
      blockerProfileId: carla.profile.id,
      blockedProfileId: dan.profile.id,
    })
    await api.db.insert(reports).values({
      reporterProfileId: carla.profile.id,
      reportedProfileId: dan.profile.id,
      reason: 'spam',
    })
    await api.db
      .insert(swipePasses)
      .values({ fromProfileId: carla.profile.id, toProfileId: dan.profile.id })
    await api.db
      .update(users)
      .set({ network: 'net', sub1: 's1' })
      .where(eq(users.id, carla.user.id))
    await api.db.insert(discountCodes).values({
      code: 'STAY-CARLA001',
      siteId: site.id,
      userId: carla.user.id,
      valuePercentage: 20,
      validity: 'once',
      purpose: 'retention',
      expiresAt: new Date(Date.now() + 30 * dayMs),
    })
    await recordRateEvent(
      api.db,
      { siteId: site.id, kind: 'password_reset_mail', key: carla.email },
      new Date(),
    )
    await recordRateEvent(
      api.db,
      { siteId: site.id, kind: 'login_failure_address', key: '192.0.2.1' },
      new Date(Date.now() - 3 * dayMs),
    )

    await deleted(await loginAs(api, host, carla.email), { note: 'private words' })
    await deleted(await loginAs(api, host, dan.email))
    const carlaToken = await reactivationToken(carla.user.id)
    const now = new Date()
    await api.db
      .update(users)
      .set({ deletionRequestedAt: new Date(now.getTime() - 15 * dayMs) })
      .where(eq(users.id, carla.user.id))
    await api.db
      .update(users)
      .set({ deletionRequestedAt: new Date(now.getTime() - 13 * dayMs) })
      .where(eq(users.id, dan.user.id))
    const ownKeys = carla.images.map((image) => image.storageKey)

    const result = await eraseExpiredDeletions(api.db, api.media, now)
    expect(result.erased).toBe(1)

    const [carlaRow] = await api.db.select().from(users).where(eq(users.id, carla.user.id))
    expect(carlaRow).toMatchObject({
      siteId: site.id,
      status: 'deleted',
      email: null,
      passwordHash: null,
      network: null,
      sub1: null,
      signupMessage: null,
      deletionNote: null,
      deletionReason: 'taking_break',
    })
    expect(carlaRow?.erasedAt?.getTime()).toBe(now.getTime())
    expect(carlaRow?.signupDate).toBeInstanceOf(Date)
    const gone = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([])
    await gone(api.db.select().from(profiles).where(eq(profiles.userId, carla.user.id)))
    await gone(api.db.select().from(images).where(eq(images.profileId, carla.profile.id)))
    await gone(api.db.select().from(likes).where(eq(likes.fromProfileId, carla.profile.id)))
    await gone(api.db.select().from(likes).where(eq(likes.toProfileId, carla.profile.id)))
    await gone(
      api.db.select().from(conversations).where(eq(conversations.profileAId, carla.profile.id)),
    )
    await gone(
      api.db.select().from(conversations).where(eq(conversations.profileBId, carla.profile.id)),
    )
    await gone(api.db.select().from(messages).where(eq(messages.senderProfileId, carla.profile.id)))
    await gone(api.db.select().from(messages).where(eq(messages.body, 'Hi Carla')))
    await gone(api.db.select().from(blocks).where(eq(blocks.blockerProfileId, carla.profile.id)))
    await gone(api.db.select().from(reports).where(eq(reports.reporterProfileId, carla.profile.id)))
    await gone(
      api.db.select().from(swipePasses).where(eq(swipePasses.fromProfileId, carla.profile.id)),
    )
    await gone(api.db.select().from(sessions).where(eq(sessions.userId, carla.user.id)))
    await gone(api.db.select().from(accountTokens).where(eq(accountTokens.userId, carla.user.id)))
    await gone(api.db.select().from(outbox).where(eq(outbox.userId, carla.user.id)))
    await gone(api.db.select().from(discountCodes).where(eq(discountCodes.userId, carla.user.id)))
    await gone(api.db.select().from(rateEvents).where(eq(rateEvents.key, carla.email)))
    await gone(api.db.select().from(rateEvents).where(eq(rateEvents.key, '192.0.2.1')))
    const ledger = await api.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, carla.user.id))
    expect(ledger.map((entry) => entry.delta).sort()).toEqual([-2, 50])

    for (const key of ownKeys) {
      for (const variant of imageVariants) {
        expect(await api.media.exists(variantKey(key, variant))).toBe(false)
      }
    }
    expect(await api.media.exists(chatPhotoFileKey(bertsPhoto))).toBe(false)
    expect(shared?.storageKey).toBe('images/pool/shared-1')
    expect(await api.media.exists(variantKey('images/pool/shared-1', 'original'))).toBe(true)
    const bertsShared = await api.db
      .select()
      .from(images)
      .where(eq(images.storageKey, 'images/pool/shared-1'))
    expect(bertsShared.map((image) => image.profileId)).toEqual([bert.profile.id])

    const [danRow] = await api.db.select().from(users).where(eq(users.id, dan.user.id))
    expect(danRow?.status).toBe('pending_deletion')
    expect(danRow?.email).toBe(dan.email)
    const danPictures = await api.db
      .select()
      .from(images)
      .where(inArray(images.profileId, [dan.profile.id]))
    expect(danPictures).toHaveLength(2)
    for (const image of dan.images) {
      expect(await api.media.exists(variantKey(image.storageKey, 'original'))).toBe(true)
    }

    const afterErasure = await reactivate(carlaToken)
    expect(afterErasure.status).toBe(400)
    expect(await errorOf(afterErasure)).toBe('link_invalid')
    const login = await api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email: carla.email, password: defaultTestPassword }),
    })
    expect(login.status).toBe(401)

    // A second run finds nothing left to do.
    expect(await eraseExpiredDeletions(api.db, api.media, now)).toEqual({
      erased: 0,
      picturesRemoved: 0,
    })
  })

  it('erases each account once when two runs race', async () => {
    const erin = await member('Erin')
    const finn = await member('Finn')
    for (const someone of [erin, finn]) await deleted(await loginAs(api, host, someone.email))
    await api.db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 20 * dayMs) })
      .where(inArray(users.id, [erin.user.id, finn.user.id]))
    const now = new Date()
    const runs = await Promise.all([
      eraseExpiredDeletions(api.db, api.media, now),
      eraseExpiredDeletions(api.db, api.media, now),
    ])
    expect(runs[0].erased + runs[1].erased).toBe(2)
    const rows = await api.db
      .select({ status: users.status })
      .from(users)
      .where(inArray(users.id, [erin.user.id, finn.user.id]))
    expect(rows.map((row) => row.status)).toEqual(['deleted', 'deleted'])
  })

  describe('data export', () => {
    it('needs a session', async () => {
      const response = await api.request(exportPath, { host })
      expect(response.status).toBe(403)
    })

    it('downloads the member’s own data as JSON', async () => {
      const gina = await member('Gina')
      const extra = await addImage(api.db, gina.profile.id, {
        position: 2,
        status: 'pending',
        media: api.media,
      })
      await api.db
        .update(users)
        .set({ network: 'adnet', ref: 'r1', signupMessage: 'Hi there' })
        .where(eq(users.id, gina.user.id))
      await addLike(api.db, gina.profile.id, bert.profile.id)
      await addLike(api.db, bert.profile.id, gina.profile.id)
      await addConversation(api.db, gina.profile.id, bert.profile.id, [
        { from: gina.profile.id, body: 'Hello Bert, Gina here' },
        { from: bert.profile.id, body: 'Hi Gina', read: true },
      ])
      await api.db
        .insert(blocks)
        .values({ blockerProfileId: gina.profile.id, blockedProfileId: bert.profile.id })
      await addCredits(api.db, gina.user.id, 30, 'purchase', 'pay-123')
      await addCredits(api.db, gina.user.id, -2, 'spend')
      const other = await member('Hanna')
      await addLike(api.db, other.profile.id, bert.profile.id)

      const cookie = await loginAs(api, host, gina.email)
      const response = await api.request(exportPath, withCookie(cookie))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="flirtwave-data-${new Date().toISOString().slice(0, 10)}.json"`,
      )
      const text = await response.text()
      const data = v.parse(accountExportSchema, JSON.parse(text))

      expect(data.brand).toBe('Flirtwave')
      expect(data.account).toMatchObject({
        id: gina.user.id,
        email: gina.email,
        language: 'en',
        status: 'active',
        tracking: { network: 'adnet', ref: 'r1', sub1: null },
        signup_message: 'Hi there',
        notifications: { email: true, disabled_reasons: [] },
      })
      expect(data.profile).toMatchObject({
        id: gina.profile.id,
        name: 'Gina',
        birthdate: '1990-06-15',
      })

      expect(data.photos.map((photo) => [photo.id, photo.main, photo.status])).toEqual([
        [gina.images[0]?.id, true, 'active'],
        [gina.images[1]?.id, false, 'active'],
        [extra.id, false, 'pending'],
      ])
      const original = Buffer.from(await sampleImage('original')).toString('base64')
      expect(data.photos.every((photo) => photo.original_base64 === original)).toBe(true)

      expect(data.likes.given).toEqual([
        expect.objectContaining({ profile_id: bert.profile.id, name: 'Bert' }),
      ])
      expect(data.likes.received).toEqual([
        expect.objectContaining({ profile_id: bert.profile.id, name: 'Bert' }),
      ])
      expect(data.blocks).toEqual([
        expect.objectContaining({ profile_id: bert.profile.id, name: 'Bert' }),
      ])
      expect(data.conversations).toHaveLength(1)
      expect(data.conversations[0]?.with).toEqual({ profile_id: bert.profile.id, name: 'Bert' })
      expect(
        data.conversations[0]?.messages.map((message) => [message.sender, message.body]),
      ).toEqual([
        ['me', 'Hello Bert, Gina here'],
        ['Bert', 'Hi Gina'],
      ])
      expect(data.credits.map((entry) => [entry.delta, entry.reason, entry.reference])).toEqual([
        [30, 'purchase', 'pay-123'],
        [-2, 'spend', expect.any(String)],
      ])
      expect(data.sessions.filter((session) => session.current)).toHaveLength(1)

      // Nothing of other members beyond the names of profiles Gina dealt with.
      expect(text).not.toContain('bert@example.com')
      expect(text).not.toContain(other.email)
      expect(text).not.toContain('Hanna')
      expect(text).not.toContain('password')
    })

    it('lists the mails sent to the member', async () => {
      const ida = await member('Ida')
      await deleted(await loginAs(api, host, ida.email))
      const restored = await reactivate(await reactivationToken(ida.user.id))
      const cookie = sessionFrom(restored)
      const response = await api.request(exportPath, withCookie(cookie))
      const data = v.parse(accountExportSchema, await response.json())
      expect(data.mails).toEqual([
        expect.objectContaining({ kind: 'account_deleted_reactivation', to: ida.email }),
      ])
      expect(data.sessions).toEqual([expect.objectContaining({ current: true })])
    })
  })
})
