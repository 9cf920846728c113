/**
 * Past one machine (docs/scaling.md): two api processes on one PostgreSQL database behind one
 * site proxy (@dating/remix-server's /api proxy, spreading requests over both as a load
 * balancer would). A session made on one is good on the other, what one writes the other
 * reads, and the scheduled erasure runs once per schedule, not once per process.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiProxy } from '@dating/remix-server/proxy'
import { likesResponseSchema, userResponseSchema } from '@dating/domain/entities'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { users } from '../src/db/schema.ts'
import {
  createMember,
  createSite,
  defaultTestPassword,
  type Member,
} from '../src/testing/builders.ts'
import { type ApiProcess, startApiProcess, stopProcess } from './api-process.ts'
import { json, openTestDatabase, sessionFrom, type TestDatabase } from './harness.ts'
import { until } from './until.ts'

const dayMs = 24 * 60 * 60 * 1000

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two api processes on one PostgreSQL database behind one site proxy',
  () => {
    let database: TestDatabase
    let dataDir: string
    let site: Site
    let member: Member
    let liked: Member
    let due: Member
    const apis: ApiProcess[] = []
    const servedBy: string[] = []
    let proxyUrl = ''
    let stopProxy = () => {}

    beforeAll(async () => {
      database = await openTestDatabase('postgres')
      dataDir = await mkdtemp(join(tmpdir(), 'api-two-processes-'))
      site = await createSite(database.db)
      member = await createMember(database.db, { site, email: 'member@example.com' })
      liked = await createMember(database.db, { site, email: 'liked@example.com' })
      due = await createMember(database.db, {
        site,
        email: 'leaving@example.com',
        user: {
          status: 'pending_deletion',
          deletionRequestedAt: new Date(Date.now() - 15 * dayMs),
        },
      })
      const env = {
        DATABASE_URL: database.url as string,
        DATA_DIR: dataDir,
        // Every minute, so the test sees a scheduled run within seconds of the start.
        ERASURE_CRON: '* * * * *',
      }
      // Listed as each starts, so afterAll stops the one that started when the other did not.
      const starts = ['a', 'b'].map((name) =>
        startApiProcess(name, env).then((api) => void apis.push(api)),
      )
      await Promise.all(starts)
      apis.sort((left, right) => left.name.localeCompare(right.name))

      // The load balancer: requests go to the two processes in turn.
      let turn = 0
      const proxy = createApiProxy({
        apiUrl: 'http://upstream.invalid',
        name: 'site',
        fetchUpstream: (target, init) => {
          const api = apis[turn++ % apis.length] as ApiProcess
          servedBy.push(api.name)
          const url = new URL(target as URL)
          return fetch(new URL(`${url.pathname}${url.search}`, api.url), init)
        },
      })
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const started = serve(
          { fetch: (request) => proxy(request), hostname: '127.0.0.1', port: 0 },
          () => resolve(started),
        )
      })
      proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      stopProxy = () => server.close()
    }, 180_000)

    afterAll(async () => {
      stopProxy()
      await Promise.all(apis.map(stopProcess))
      await database?.close()
      await database?.drop()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    it('share sessions and data: what one process writes the other reads', async () => {
      const request = (path: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('x-forwarded-host', site.domain)
        return fetch(`${proxyUrl}${path}`, { ...init, headers })
      }
      const login = await request('/api/user.php', {
        method: 'POST',
        ...json({ email: 'member@example.com', password: defaultTestPassword }),
      })
      expect(login.status).toBe(200)
      const cookie = sessionFrom(login)
      const asMember = { headers: { cookie } }

      for (let round = 0; round < 2; round += 1) {
        const me = await request('/api/user.php', asMember)
        expect(me.status).toBe(200)
        expect(v.parse(userResponseSchema, await me.json()).user.profile.id).toBe(member.profile.id)
      }
      const like = await request('/api/like.php', {
        method: 'POST',
        ...json({ profile_id: liked.profile.id }, asMember),
      })
      expect(like.status).toBeLessThan(300)
      const likes = v.parse(
        likesResponseSchema,
        await (await request('/api/likes.php', asMember)).json(),
      )
      expect(likes.profiles.map((profile) => profile.id)).toContain(liked.profile.id)
      // Both processes answered, in turn.
      expect(new Set(servedBy)).toEqual(new Set(['a', 'b']))
    })

    it('run the scheduled erasure once per schedule, in one of them', async () => {
      await until(
        async () => {
          const [row] = await database.db
            .select({ status: users.status })
            .from(users)
            .where(eq(users.id, due.user.id))
          return row?.status === 'deleted'
        },
        { withinMs: 45_000, everyMs: 250, what: 'the erasure' },
      )
      // The run finishes and its process reports it; a second run, in either process, would
      // report too.
      const erasedLines = () =>
        apis.flatMap((api) =>
          api.output
            .join('')
            .split('\n')
            .filter((line) => line.startsWith('erasure: 1 account(s) erased')),
        )
      await expect.poll(() => erasedLines().length, { timeout: 15_000 }).toBe(1)
      const { rows } = await database.execute(
        `SELECT
           (SELECT count(*)::int FROM pgboss.job WHERE name = 'account-erasure') AS runs,
           (SELECT count(DISTINCT singleton_on)::int FROM pgboss.job
              WHERE name = '__pgboss__send-it' AND singleton_key = 'account-erasure') AS minutes`,
      )
      const { runs, minutes } = rows[0] as { runs: number; minutes: number }
      expect(minutes).toBeGreaterThanOrEqual(1)
      expect(runs).toBe(minutes)
      expect(erasedLines()).toHaveLength(1)
    }, 60_000)

    it('stop on SIGTERM', async () => {
      const codes = await Promise.all(apis.map(stopProcess))
      expect(codes).toEqual([0, 0])
    })
  },
)
