/**
 * The live fan-out over Redis (decision 083): two api processes on one PostgreSQL database,
 * both with LIVE_FANOUT_URL. A message sent through one reaches the recipient's stream held by
 * the other, once, carried by the Redis channel; when the process that relays goes, the other
 * takes the relay over and a stream that reconnects with Last-Event-ID misses nothing.
 * Runs when TEST_REDIS_URL (and TEST_DATABASE_URL) are set; `.ci/run` sets both.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { liveChannel } from '../src/live/publish.ts'
import { fanoutNamespace, redisChannelOf } from '../src/live/redis-fanout.ts'
import {
  addCredits,
  createMember,
  createSite,
  defaultTestPassword,
  type Member,
} from '../src/testing/builders.ts'
import { type ApiProcess, startApiProcess, stopProcess } from './api-process.ts'
import { json, openTestDatabase, sessionFrom, type TestDatabase } from './harness.ts'
import { type OpenStream, openStream } from './live-stream.ts'
import { until } from './until.ts'

const redisUrl = process.env.TEST_REDIS_URL
const relayLine = 'live fan-out: this process relays'

describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)(
  'the live fan-out over Redis between two api processes',
  () => {
    let database: TestDatabase
    let dataDir: string
    let site: Site
    let sender: Member
    let recipient: Member
    const cookies = new Map<number, string>()
    const apis: ApiProcess[] = []
    const streams: OpenStream[] = []
    const heard: string[] = []
    const listener = createClient({ url: redisUrl })
    let sequence = 0

    const headersOf = (member: Member) => ({
      cookie: cookies.get(member.profile.id) as string,
      'x-forwarded-host': site.domain,
    })
    const send = async (through: ApiProcess, text: string) => {
      sequence += 1
      const response = await fetch(`${through.url}/api/message.php`, {
        method: 'POST',
        ...json(
          {
            profile_id: recipient.profile.id,
            client_message_id: `redis-fanout-${sequence}`,
            text,
          },
          { headers: headersOf(sender) },
        ),
      })
      expect(response.status).toBe(200)
      await response.body?.cancel()
    }
    const messagesOf = (stream: OpenStream, text: string) =>
      stream.events.filter(
        (event) =>
          event.type === 'message' &&
          (event.data as { message: { text: string } }).message.text === text,
      )
    const relaying = () =>
      apis.filter((api) => api.child.exitCode === null && api.output.join('').includes(relayLine))

    beforeAll(async () => {
      database = await openTestDatabase('postgres')
      dataDir = await mkdtemp(join(tmpdir(), 'api-redis-fanout-'))
      site = await createSite(database.db)
      sender = await createMember(database.db, { site, email: 'sender@example.com' })
      recipient = await createMember(database.db, { site, email: 'recipient@example.com' })
      await addCredits(database.db, sender.user.id, 1_000)
      listener.on('error', () => {})
      await listener.connect()
      await listener.subscribe(
        redisChannelOf(fanoutNamespace(database.url as string), liveChannel),
        (message) => void heard.push(message),
      )
      const env = {
        DATABASE_URL: database.url as string,
        DATA_DIR: dataDir,
        LIVE_FANOUT_URL: redisUrl as string,
      }
      const starts = ['a', 'b'].map((name) =>
        startApiProcess(name, env).then((api) => void apis.push(api)),
      )
      await Promise.all(starts)
      apis.sort((left, right) => left.name.localeCompare(right.name))
      for (const member of [sender, recipient]) {
        const login = await fetch(`${apis[0]?.url}/api/user.php`, {
          method: 'POST',
          ...json(
            { email: member.user.email, password: defaultTestPassword },
            { headers: { 'x-forwarded-host': site.domain } },
          ),
        })
        expect(login.status).toBe(200)
        cookies.set(member.profile.id, sessionFrom(login))
      }
    }, 180_000)

    afterAll(async () => {
      for (const stream of streams) stream.close()
      await Promise.all(apis.map(stopProcess))
      if (listener.isOpen) await listener.close()
      await database?.close()
      await database?.drop()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    })

    it('carries a message sent through one process to a stream held by the other, once', async () => {
      const [a, b] = apis as [ApiProcess, ApiProcess]
      for (const api of apis) expect(api.output.join('')).toContain('live fan-out over Redis')
      // One process relays, the other does not.
      await until(async () => relaying().length === 1, {
        withinMs: 10_000,
        everyMs: 100,
        what: 'a relay',
      })
      const stream = await openStream(b.url, headersOf(recipient))
      streams.push(stream)
      await stream.next('ready')
      // The primary sends the live notices to one connection, the relay's: the hubs hear Redis.
      const { rows } = await database.execute(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN "live_events"'`,
      )
      expect(rows[0]).toEqual({ n: 1 })

      await send(a, 'first through a')
      const first = await stream.next(
        'message',
        (data: { message: { text: string } }) => data.message.text === 'first through a',
        15_000,
      )
      // A second message after it: had the first come twice, the copy would be in by then.
      await send(a, 'second through a')
      await stream.next(
        'message',
        (data: { message: { text: string } }) => data.message.text === 'second through a',
        15_000,
      )
      expect(messagesOf(stream, 'first through a')).toHaveLength(1)
      expect(first.id).not.toBeNull()
      // The notice travelled on the Redis channel of this database.
      const notices = heard
        .filter((message) => message.startsWith('{'))
        .map((message) => JSON.parse(message) as { id: number | null; profileId: number })
      expect(notices).toContainEqual(
        expect.objectContaining({ id: Number(first.id), profileId: recipient.profile.id }),
      )
    }, 60_000)

    it('hands the relay over when the relaying process stops; a reconnect misses nothing', async () => {
      const [relay] = relaying()
      const survivor = apis.find((api) => api !== relay) as ApiProcess
      expect(await stopProcess(relay as ApiProcess)).toBe(0)
      await until(async () => relaying().includes(survivor), {
        withinMs: 15_000,
        everyMs: 100,
        what: 'the relay taken over',
      })
      // The stream on b reconnects to the survivor (itself, or a) from the last id it had.
      const before = streams[0] as OpenStream
      const lastId = before.lastId() as string
      before.close()
      await send(survivor, 'while reconnecting')
      const stream = await openStream(survivor.url, {
        ...headersOf(recipient),
        'last-event-id': lastId,
      })
      streams.push(stream)
      await stream.next(
        'message',
        (data: { message: { text: string } }) => data.message.text === 'while reconnecting',
        15_000,
      )
      await send(survivor, 'after the hand-over')
      await stream.next(
        'message',
        (data: { message: { text: string } }) => data.message.text === 'after the hand-over',
        15_000,
      )
      expect(messagesOf(stream, 'while reconnecting')).toHaveLength(1)
      expect(messagesOf(stream, 'after the hand-over')).toHaveLength(1)
      // Nothing from before the reconnect is delivered again.
      expect(messagesOf(stream, 'first through a')).toHaveLength(0)
    }, 60_000)
  },
)
