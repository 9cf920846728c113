import { type PushReceiver, startPushReceiver } from '@dating/push-receiver/receiver'
import { defaultNotificationSettings } from '@dating/domain/notification-settings'
import { pushPayloadSchema } from '@dating/domain/push'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { profiles, users } from '../src/db/schema.ts'
import { notificationQueue, pushSubscriptions } from '../src/notifications/schema.ts'
import { createMailService, type MailService } from '../src/mail/service.ts'
import { sendDueNotificationMails } from '../src/notifications/mail-digest.ts'
import { deliverPendingPushes } from '../src/notifications/push-delivery.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, outboxMails, startApi, withSession } from './harness.ts'

const minute = 60_000

describe.each(backends)('notifications and push on %s', (backend) => {
  let api: Api
  let mail: MailService
  let receiver: PushReceiver
  let site: Site
  let anna: Member
  let ben: Member
  let carla: Member
  let dora: Member
  // The api's clock, moved on by the tests to pass the mail batching window.
  let clockMs = Date.parse('2026-03-02T10:00:00Z')
  const now = () => new Date(clockMs)
  const host = 'notify.test'
  const sessions = new Map<string, string>()
  const session = (member: Member) => sessions.get(member.user.email ?? '') as string

  beforeAll(async () => {
    receiver = await startPushReceiver()
    api = await startApi(backend, (db) => {
      mail = createMailService({ db, tokenSecret: 'a-test-secret-of-at-least-32-characters' })
      return { now, mail, pushEndpointOrigins: [receiver.origin] }
    })
    site = await createSite(api.db, { domain: host, countries: ['NL', 'DE'], geoipCountry: 'NL' })
    const member = (
      email: string,
      name: string,
      language: 'en' | 'de' | 'nl',
      gender: 'male' | 'female',
    ) =>
      createMember(api.db, {
        site,
        email,
        user: { language },
        profile: { name, gender, sexuality: 'hetero', birthdate: '1992-05-01' },
        images: [{ free: true }],
      })
    anna = await member('anna@example.com', 'Anna', 'de', 'female')
    ben = await member('ben@example.com', 'Ben', 'en', 'male')
    carla = await member('carla@example.com', 'Carla', 'nl', 'female')
    dora = await member('dora@example.com', 'Dora', 'en', 'female')
    for (const someone of [anna, ben, carla, dora]) {
      sessions.set(
        someone.user.email as string,
        await loginAs(api, host, someone.user.email as string),
      )
    }
  })

  afterAll(async () => {
    await api?.stop()
    await receiver?.close()
  })

  const call = (member: Member | null, path: string, init: RequestInit = {}) =>
    api.request(path, withSession(host, member ? session(member) : null, init))
  // The answers' shapes are checked by the assertions themselves.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const body = async (response: Response): Promise<any> => response.json()

  const subscribe = (member: Member, id: string) =>
    call(member, '/api/user.php?push=1', {
      method: 'POST',
      ...json({ subscription: receiver.subscribe(id) }),
    })

  const like = (from: Member, to: Member) =>
    call(from, '/api/like.php', { method: 'POST', ...json({ profile_id: to.profile.id }) })

  describe('settings', () => {
    it('starts with every kind on and stores the whole object', async () => {
      const read = await call(ben, '/api/notification-settings.php')
      expect(await body(read)).toEqual({ settings: defaultNotificationSettings })
      const changed = {
        ...defaultNotificationSettings,
        email: { ...defaultNotificationSettings.email, news: false },
      }
      const written = await call(ben, '/api/notification-settings.php', {
        method: 'PUT',
        ...json(changed),
      })
      expect(written.status).toBe(200)
      expect(await body(written)).toEqual({ settings: changed })
      await call(ben, '/api/notification-settings.php', {
        method: 'PUT',
        ...json(defaultNotificationSettings),
      })
    })

    it('refuses visitors and malformed settings, changing nothing', async () => {
      expect((await call(null, '/api/notification-settings.php')).status).toBe(403)
      const broken = await call(ben, '/api/notification-settings.php', {
        method: 'PUT',
        ...json({ email: { message: 'yes' }, push: {}, invisible: 1 }),
      })
      expect(broken.status).toBe(400)
      expect((await body(broken)).error).toBe('validation_failed')
      const read = await call(ben, '/api/notification-settings.php')
      expect((await body(read)).settings).toEqual(defaultNotificationSettings)
    })

    it('turns email notifications back on (SPEC §4 disabled-notifications alert)', async () => {
      await api.db
        .update(users)
        .set({ notificationsDisabled: ['bounce', 'listunsubscribe'] })
        .where(eq(users.id, dora.user.id))
      const response = await call(dora, '/api/mail-notifications.php', {
        method: 'POST',
        ...json({}),
      })
      expect(response.status).toBe(200)
      expect((await body(response)).user.notifications_disabled).toEqual([])
      expect((await call(null, '/api/mail-notifications.php', { method: 'POST' })).status).toBe(403)
    })
  })

  describe('invisible mode', () => {
    it('leaves the member out of search, likes and the match finder while on', async () => {
      await like(carla, ben)
      const visibleIds = async () => {
        const search = await body(await call(ben, '/api/members.php?gender=female'))
        const likes = await body(await call(ben, '/api/likes.php'))
        const finder = await body(await call(ben, '/api/match-finder.php?age=18-35&gender=female'))
        const user = await body(await call(ben, '/api/user.php'))
        return {
          search: search.results.map((profile: { id: number }) => profile.id),
          likedBy: likes.liked_by.map((liker: { id: number }) => liker.id),
          finder: finder.suggestions.map((profile: { id: number }) => profile.id),
          newLikes: user.user.new_likes,
        }
      }
      const before = await visibleIds()
      expect(before.search).toContain(carla.profile.id)
      expect(before.likedBy).toContain(carla.profile.id)
      expect(before.finder).toContain(dora.profile.id)

      for (const someone of [carla, dora]) {
        await call(someone, '/api/notification-settings.php', {
          method: 'PUT',
          ...json({ ...defaultNotificationSettings, invisible: true }),
        })
      }
      const hidden = await visibleIds()
      expect(hidden.search).not.toContain(carla.profile.id)
      expect(hidden.likedBy).not.toContain(carla.profile.id)
      expect(hidden.finder).not.toContain(dora.profile.id)
      expect(hidden.newLikes).toBe(before.newLikes - 1)

      for (const someone of [carla, dora]) {
        await call(someone, '/api/notification-settings.php', {
          method: 'PUT',
          ...json(defaultNotificationSettings),
        })
      }
      expect(await visibleIds()).toEqual(before)
      await call(carla, '/api/like.php', {
        method: 'DELETE',
        ...json({ profile_id: ben.profile.id }),
      })
    })
  })

  describe('push', () => {
    it('stores a subscription at POST /api/user.php?push=1, and the login still works there', async () => {
      expect((await subscribe(anna, 'anna-phone')).status).toBe(200)
      const [stored] = await api.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, anna.user.id))
      expect(stored?.endpoint).toBe(`${receiver.origin}/push/anna-phone`)
      const login = await api.request('/api/user.php', {
        method: 'POST',
        host,
        ...json({ email: 'anna@example.com', password: anna.password }),
      })
      expect(login.status).toBe(200)
    })

    it('refuses endpoints that are not push services, and visitors', async () => {
      for (const endpoint of ['http://169.254.169.254/latest', 'https://evil.example/push']) {
        const response = await call(ben, '/api/user.php?push=1', {
          method: 'POST',
          ...json({ subscription: { ...receiver.subscribe(), endpoint } }),
        })
        expect(response.status).toBe(400)
        expect((await body(response)).error).toBe('push_endpoint_refused')
      }
      const visitor = await call(null, '/api/user.php?push=1', {
        method: 'POST',
        ...json({ subscription: receiver.subscribe() }),
      })
      expect(visitor.status).toBe(403)
      const malformed = await call(ben, '/api/user.php?push=1', {
        method: 'POST',
        ...json({ subscription: { endpoint: `${receiver.origin}/push/x`, keys: { p256dh: 'x' } } }),
      })
      expect(malformed.status).toBe(400)
    })

    it('pushes a like and a match to the recipient, in the recipient’s language', async () => {
      expect((await like(ben, anna)).status).toBe(200)
      await deliverPendingPushes(api.db, now(), { extraEndpointOrigins: [receiver.origin] })
      const liked = await receiver.waitFor((push) => push.subscription === 'anna-phone')
      expect(v.parse(pushPayloadSchema, liked.json)).toEqual({
        kind: 'like',
        title: 'Ben mag dich',
        body: 'Schau dir das Profil an.',
        url: `/members/${ben.profile.id}`,
        tag: `like-${ben.profile.id}`,
        lang: 'de',
      })
      expect(liked.vapidSubject).toBe(`mailto:${site.supportEmail}`)
      const settings = await body(await api.request('/api/settings.php', { host }))
      expect(liked.vapidPublicKey).toBe(settings.push_public_key)

      await subscribe(ben, 'ben-laptop')
      expect((await like(anna, ben)).status).toBe(200)
      await deliverPendingPushes(api.db, now(), { extraEndpointOrigins: [receiver.origin] })
      const matched = await receiver.waitFor((push) => push.subscription === 'ben-laptop')
      expect(matched.json).toMatchObject({
        kind: 'match',
        title: 'It’s a match!',
        body: 'You and Anna like each other. Say hello!',
      })
    })

    it('pushes the first message of a signup to its target, with its first words', async () => {
      const signup = await api.request('/api/signup.php', {
        method: 'POST',
        host,
        ...json({
          gender: 'male',
          looking_for: 'female',
          sensitive_consent: 'yes',
          date_of_birth: '1990-04-12',
          name: 'Erik',
          email: 'erik@example.com',
          password: 'Fresh-password-1',
          signup_message: 'Hallo Anna, wie geht es dir?',
          target_profile_id: anna.profile.id,
        }),
      })
      expect(signup.status).toBe(201)
      await deliverPendingPushes(api.db, now(), { extraEndpointOrigins: [receiver.origin] })
      const pushed = await receiver.waitFor(
        (push) =>
          push.subscription === 'anna-phone' && (push.json as { kind: string }).kind === 'message',
      )
      expect(pushed.json).toMatchObject({
        title: 'Neue Nachricht von Erik',
        body: 'Hallo Anna, wie geht es dir?',
        lang: 'de',
      })
      expect((pushed.json as { url: string }).url).toMatch(/^\/chats\/\d+$/)
    })

    it('sends nothing for a repeated like, and keeps a push setting that is off', async () => {
      const before = receiver.received.length
      await like(ben, anna)
      await call(anna, '/api/notification-settings.php', {
        method: 'PUT',
        ...json({
          ...defaultNotificationSettings,
          push: { ...defaultNotificationSettings.push, like: false },
        }),
      })
      await like(carla, anna)
      const report = await deliverPendingPushes(api.db, now(), {
        extraEndpointOrigins: [receiver.origin],
      })
      expect(report.sent).toBe(0)
      expect(receiver.received.length).toBe(before)
      await call(anna, '/api/notification-settings.php', {
        method: 'PUT',
        ...json(defaultNotificationSettings),
      })
      await call(carla, '/api/like.php', {
        method: 'DELETE',
        ...json({ profile_id: anna.profile.id }),
      })
    })

    it('deletes a subscription the push service no longer knows', async () => {
      receiver.answer('ben-laptop', 410)
      await like(dora, ben)
      const report = await deliverPendingPushes(api.db, now(), {
        extraEndpointOrigins: [receiver.origin],
      })
      expect(report.gone).toBe(1)
      const left = await api.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, ben.user.id))
      expect(left).toEqual([])
      await call(dora, '/api/like.php', {
        method: 'DELETE',
        ...json({ profile_id: ben.profile.id }),
      })
    })

    it('stops pushing to a browser once its session logged out', async () => {
      const phone = await loginAs(api, host, 'carla@example.com')
      await api.request(
        '/api/user.php?push=1',
        withSession(host, phone, {
          method: 'POST',
          ...json({ subscription: receiver.subscribe('carla-phone') }),
        }),
      )
      await api.request('/api/logout.php', withSession(host, phone))
      const left = await api.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, carla.user.id))
      expect(left).toEqual([])
    })
  })

  describe('email while away', () => {
    const carlasMails = () => outboxMails(api, { kind: 'notification', userId: carla.user.id })
    const pendingMails = (member: Member) =>
      api.db
        .select()
        .from(notificationQueue)
        .where(
          and(eq(notificationQueue.userId, member.user.id), eq(notificationQueue.channel, 'email')),
        )

    it('gathers news into one mail in the member’s language once the window passed', async () => {
      // Carla was last seen an hour ago: away.
      clockMs += 60 * minute
      await like(dora, carla)
      await like(ben, carla)
      expect((await pendingMails(carla)).filter((item) => !item.sentAt)).toHaveLength(2)

      await sendDueNotificationMails(api.db, mail, now())
      expect(await carlasMails()).toHaveLength(0)
      clockMs += 16 * minute
      await sendDueNotificationMails(api.db, mail, now())
      expect(await carlasMails()).toHaveLength(1)
      const [digest] = await outboxMails(api, { kind: 'notification', userId: carla.user.id })
      expect(digest?.subject).toBe(`Nieuws voor jou op ${site.mailName}`)
      expect(digest?.text).toContain('2 leden vinden je profiel leuk, onder wie Dora en Ben.')
      expect(digest?.text).toContain(`https://${host}/likes/received`)
      expect(digest?.headers['List-Unsubscribe']).toContain('/api/unsubscribe.php?token=')
    })

    it('sends at most one mail an hour and drops news the member saw on the site', async () => {
      await like(anna, carla)
      clockMs += 16 * minute
      expect((await sendDueNotificationMails(api.db, mail, now())).mailed).toBe(0)
      // Carla comes by: the like is on her likes page now.
      await call(carla, '/api/user.php')
      clockMs += 60 * minute
      const report = await sendDueNotificationMails(api.db, mail, now())
      expect(report).toMatchObject({ mailed: 0, dropped: 1 })
      expect(await outboxMails(api, { kind: 'notification', userId: carla.user.id })).toHaveLength(
        1,
      )
    })

    it('queues no mail while the member is online or mail is disabled', async () => {
      await call(ben, '/api/user.php')
      await like(dora, ben)
      await api.db
        .update(users)
        .set({ notificationsDisabled: ['fbl'] })
        .where(eq(users.id, anna.user.id))
      await call(dora, '/api/like.php', {
        method: 'DELETE',
        ...json({ profile_id: anna.profile.id }),
      })
      await like(dora, anna)
      expect(
        (await pendingMails(ben)).filter((item) => item.fromProfileId === dora.profile.id),
      ).toEqual([])
      expect(
        (await pendingMails(anna)).filter((item) => item.fromProfileId === dora.profile.id),
      ).toEqual([])
    })
  })

  describe('fictional profiles', () => {
    it('names a fictional sender with the brand’s mark in the push and in the mail', async () => {
      const fiona = await createMember(api.db, {
        site,
        email: 'fiona@example.com',
        profile: { name: 'Fiona', gender: 'female', sexuality: 'hetero', fictional: true },
      })
      const member = async (email: string, name: string, language: 'de' | 'en') => {
        const created = await createMember(api.db, {
          site,
          email,
          user: { language },
          profile: { name, gender: 'male', sexuality: 'hetero', birthdate: '1990-01-01' },
        })
        sessions.set(email, await loginAs(api, host, email))
        return created
      }
      const felix = await member('felix@example.com', 'Felix', 'de')
      const gus = await member('gus@example.com', 'Gus', 'en')
      sessions.set('fiona@example.com', await loginAs(api, host, 'fiona@example.com'))
      await subscribe(felix, 'felix-phone')

      expect((await like(fiona, felix)).status).toBe(200)
      await deliverPendingPushes(api.db, now(), { extraEndpointOrigins: [receiver.origin] })
      const pushed = await receiver.waitFor((push) => push.subscription === 'felix-phone')
      expect(pushed.json).toMatchObject({ title: 'Fiona (🎭 Fiktives Profil) mag dich' })

      clockMs += 60 * minute
      await like(fiona, gus)
      clockMs += 16 * minute
      await sendDueNotificationMails(api.db, mail, now())
      const [digest] = await outboxMails(api, { kind: 'notification', userId: gus.user.id })
      expect(digest?.text).toContain('Fiona (🎭 Fictional profile) liked your profile.')
      expect(digest?.text).toContain(
        'Profiles marked 🎭 Fictional profile are fictional: our team writes their messages',
      )
    })
  })

  describe('location', () => {
    it('names the nearest place of the brand’s countries', async () => {
      const response = await call(null, '/api/geocode.php?lat=52.09&lon=5.1')
      expect(await body(response)).toEqual({
        place: { name: 'Utrecht', country: 'NL', region: 'NL-UT', distance_km: 1 },
      })
      const far = await call(null, '/api/geocode.php?lat=40.4&lon=-3.7')
      expect(far.status).toBe(404)
      expect((await body(far)).error).toBe('no_place')
      expect((await call(null, '/api/geocode.php?lat=99&lon=5')).status).toBe(400)
      expect((await call(null, '/api/geocode.php?lat=abc')).status).toBe(400)
    })

    it('sets the profile’s country and region from a position', async () => {
      const response = await call(ben, '/api/location.php', {
        method: 'PUT',
        ...json({ lat: 48.14, lon: 11.58 }),
      })
      expect((await body(response)).place.name).toBe('München')
      const [profile] = await api.db.select().from(profiles).where(eq(profiles.id, ben.profile.id))
      expect([profile?.country, profile?.region]).toEqual(['DE', 'DE-BY'])
      const forged = await call(ben, '/api/location.php', {
        method: 'PUT',
        ...json({ lat: 48.14, lon: 11.58, region: 'NL-UT', country: 'NL' }),
      })
      expect((await body(forged)).place.region).toBe('DE-BY')
    })
  })
})
