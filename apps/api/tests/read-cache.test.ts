import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { createDatabase } from '../src/db/client.ts'
import { cachedRead } from '../src/db/read-cache.ts'
import { profiles, users } from '../src/db/schema.ts'
import {
  addCredits,
  addLike,
  createMember,
  createSite,
  type Member,
} from '../src/testing/builders.ts'
import {
  type Api,
  backends,
  json,
  loginAs,
  openTestDatabase,
  startApi,
  type TestDatabase,
  withSession,
} from './harness.ts'
import { until } from './until.ts'

/**
 * Decision 039: on PGlite the hot reads (session, user view, members search, profile page,
 * likes) are kept in process until the next write. Each case reads, writes (through the api,
 * through drizzle, in a transaction, as plain SQL), and reads again: the second read must show
 * the write. Decision 041: the same on PostgreSQL, where writes of other processes arrive as
 * notices.
 */
type Card = { id: number; name: string }
/** The fields of the answers these cases look at (user, members, profile, likes). */
type Answer = {
  user: { credits: number; language: string; new_likes: number }
  numResults: number
  results: Card[]
  profile: Card
  profiles: Card[]
}

describe.each(backends)('reads after writes on %s', (backend) => {
  let api: Api
  let site: Site
  let me: Member
  let other: Member
  let cookie: string
  let clockOffsetMs = 0
  const host = 'read-cache.test'
  const day = 24 * 60 * 60 * 1000

  const get = async (path: string, session: string | null = cookie) => {
    const response = await api.request(path, withSession(host, session))
    return { status: response.status, body: (await response.json()) as Answer }
  }

  beforeAll(async () => {
    api = await startApi(backend, { now: () => new Date(Date.now() + clockOffsetMs) })
    site = await createSite(api.db, { domain: host, countries: ['NL'], geoipCountry: 'NL' })
    me = await createMember(api.db, {
      site,
      email: 'reader@example.com',
      profile: { name: 'Reader', gender: 'male', country: 'NL' },
    })
    other = await createMember(api.db, {
      site,
      email: 'other@example.com',
      profile: { name: 'Other', gender: 'female', country: 'NL' },
    })
    cookie = await loginAs(api, host, 'reader@example.com')
  })

  afterAll(async () => {
    await api.stop()
  })

  it('shows new credits, a new language and a new like in user.php', async () => {
    const before = (await get('/api/user.php')).body.user
    expect(before.credits).toBe(0)
    await addCredits(api.db, me.user.id, 7)
    expect((await get('/api/user.php')).body.user.credits).toBe(7)

    await api.request(
      '/api/user.php',
      withSession(host, cookie, { method: 'PUT', ...json({ language: 'de' }) }),
    )
    expect((await get('/api/user.php')).body.user.language).toBe('de')

    await addLike(api.db, other.profile.id, me.profile.id)
    expect((await get('/api/user.php')).body.user.new_likes).toBe(before.new_likes + 1)
  })

  it('ends a session at logout, at its expiry and when the account is suspended', async () => {
    const second = await loginAs(api, host, 'reader@example.com')
    expect((await get('/api/settings.php', second)).status).toBe(200)
    expect((await get('/api/user.php', second)).status).toBe(200)
    await api.request('/api/logout.php', withSession(host, second))
    expect((await get('/api/user.php', second)).status).toBe(403)
    expect((await get('/api/likes.php', second)).status).toBe(403)

    const third = await loginAs(api, host, 'reader@example.com')
    expect((await get('/api/likes.php', third)).status).toBe(200)
    clockOffsetMs = 31 * day
    try {
      expect((await get('/api/likes.php', third)).status).toBe(403)
      expect((await get('/api/user.php', third)).status).toBe(403)
    } finally {
      clockOffsetMs = 0
    }

    const fourth = await loginAs(api, host, 'reader@example.com')
    expect((await get('/api/likes.php', fourth)).status).toBe(200)
    await api.db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'suspended' }).where(eq(users.id, me.user.id))
    })
    try {
      expect((await get('/api/likes.php', fourth)).status).toBe(403)
    } finally {
      await api.db.update(users).set({ status: 'active' }).where(eq(users.id, me.user.id))
    }
  })

  it('shows a new profile in members.php and a renamed one in profile.php', async () => {
    const before = (await get('/api/members.php')).body
    const joined = await createMember(api.db, {
      site,
      profile: { name: 'Newcomer', gender: 'female', country: 'NL' },
    })
    const after = (await get('/api/members.php')).body
    expect(after.numResults).toBe(before.numResults + 1)
    expect(after.results[0].id).toBe(joined.profile.id)

    const path = `/api/profile.php?id=${joined.profile.id}`
    expect((await get(path)).body.profile.name).toBe('Newcomer')
    await api.db.execute(sql`update profiles set name = 'Renamed' where id = ${joined.profile.id}`)
    expect((await get(path)).body.profile.name).toBe('Renamed')
    expect((await get('/api/members.php')).body.results[0].name).toBe('Renamed')

    await api.request(
      '/api/block.php',
      withSession(host, cookie, { method: 'POST', ...json({ profile_id: joined.profile.id }) }),
    )
    expect((await get(path)).status).toBe(404)
    const blocked = (await get('/api/members.php')).body
    expect(blocked.results.map((card) => card.id)).not.toContain(joined.profile.id)
    await api.db
      .update(profiles)
      .set({ status: 'disabled' })
      .where(eq(profiles.id, other.profile.id))
    expect((await get(`/api/profile.php?id=${other.profile.id}`)).status).toBe(404)
  })

  it('shows a like sent through the api in likes.php', async () => {
    const target = await createMember(api.db, {
      site,
      profile: { name: 'Liked', gender: 'female', country: 'NL' },
    })
    const before = (await get('/api/likes.php')).body.profiles
    expect(before.map((card) => card.id)).not.toContain(target.profile.id)
    const liked = await api.request(
      '/api/like.php',
      withSession(host, cookie, { method: 'POST', ...json({ profile_id: target.profile.id }) }),
    )
    expect(liked.status).toBe(200)
    const after = (await get('/api/likes.php')).body.profiles
    expect(after.map((card) => card.id)).toContain(target.profile.id)
  })
})

describe.runIf(backends.includes('postgres'))('reads after another process writes', () => {
  let api: Api
  let other: pg.Client
  let me: Member
  let cookie: string
  const host = 'read-cache-notices.test'

  const language = async () => {
    const response = await api.request('/api/user.php', withSession(host, cookie))
    return ((await response.json()) as Answer).user.language
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

  beforeAll(async () => {
    let url: string | undefined
    api = await startApi('postgres', (_db, _execute, database) => {
      url = (database as TestDatabase).url
      return {}
    })
    const site = await createSite(api.db, { domain: host, countries: ['NL'], geoipCountry: 'NL' })
    me = await createMember(api.db, { site, email: 'noticed@example.com' })
    cookie = await loginAs(api, host, 'noticed@example.com')
    other = new pg.Client({ connectionString: url })
    await other.connect()
  })

  afterAll(async () => {
    await other.end()
    await api.stop()
  })

  it('serves a repeated read from memory until another connection commits a write', async () => {
    expect(await language()).toBe('en')
    // The first read's presence write sends its own notice; let it arrive before caching.
    await settle()
    expect(await language()).toBe('en')

    // With triggers off (replica role) the write sends no notice: the read comes from memory.
    await other.query('set session_replication_role = replica')
    await other.query(`update users set language = 'fr' where id = $1`, [me.user.id])
    await other.query('set session_replication_role = default')
    await settle()
    expect(await language()).toBe('en')

    await other.query(`update users set language = 'it' where id = $1`, [me.user.id])
    await until(async () => (await language()) === 'it', {
      withinMs: 5_000,
      what: 'the new language',
    })
    expect(await language()).toBe('it')
  })
})

describe('a database opened with readCache: false (READ_CACHE=off)', () => {
  it('reads every time', async () => {
    const database = await createDatabase({ readCache: false })
    try {
      let loads = 0
      const load = async () => {
        loads += 1
        return loads
      }
      expect(await cachedRead(database.db, 'k', load)).toBe(1)
      expect(await cachedRead(database.db, 'k', load)).toBe(2)
    } finally {
      await database.close()
    }
  })
})

describe('the job queue’s statements (executeOnQueueTables)', () => {
  it('leave what the read cache holds, where the same statement through execute empties it', async () => {
    const database = await openTestDatabase('pglite')
    try {
      let loads = 0
      const read = () =>
        cachedRead(database.db, 'k', async () => {
          loads += 1
          return loads
        })
      expect(await read()).toBe(1)
      await database.executeOnQueueTables("select pg_notify('queue', 'poll')")
      expect(await read()).toBe(1)
      await database.execute("select pg_notify('queue', 'poll')")
      expect(await read()).toBe(2)
    } finally {
      await database.close()
    }
  })
})
