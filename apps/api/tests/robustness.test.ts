import { errorSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxBodyBytes } from '../src/app.ts'
import type { Site } from '../src/http/context.ts'
import { sessions, users } from '../src/db/schema.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, setCookie, startApi } from './harness.ts'

describe.each(backends)('bad input on %s', (backend) => {
  let api: Api
  let site: Site
  let sid: string
  const host = 'robust.test'
  const email = 'robust@example.com'

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    await createMember(api.db, { site, email })
    sid = await loginAs(api, host, email)
  })
  afterAll(() => api.stop())

  async function snapshot() {
    const [account] = await api.db.select().from(users).where(eq(users.email, email))
    return { account, sessions: await api.db.$count(sessions) }
  }

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status)
    const body = v.parse(errorSchema, await response.json())
    expect(body.error).toBe(code)
    expect(body.message.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack/i)
    expect(setCookie(response, 'sid')).toBeUndefined()
  }

  it('refuses broken JSON with 400 invalid_json and changes nothing', async () => {
    const before = await snapshot()
    for (const body of ['{', '{"email": "a@b.c", "password": }', 'null x', '', '\u0000']) {
      for (const method of ['POST', 'PUT']) {
        const response = await api.request('/api/user.php', {
          method,
          host,
          headers: { 'content-type': 'application/json', cookie: sid },
          body,
        })
        await expectError(response, 400, 'invalid_json')
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it.each([
    [null],
    [[]],
    ['text'],
    [42],
    [{ email: 42, password: 'x' }],
    [{ email: 'robust@example.com', password: { $ne: '' } }],
    [{ email: ['robust@example.com'], password: 'Test-password-1' }],
    [{ email: 'not-an-email', password: 'Test-password-1' }],
    [{ email: `${'a'.repeat(300)}@example.com`, password: 'x' }],
    [{ email: 'robust@example.com', password: 'x'.repeat(201) }],
    [{ email: 'robust@example.com', password: '' }],
    [{ email: 'robust@example.com' }],
  ])('refuses the login body %j with 400 validation_failed', async (body) => {
    const before = await snapshot()
    const response = await api.request('/api/user.php', { method: 'POST', host, ...json(body) })
    await expectError(response, 400, 'validation_failed')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses bodies over 64 KiB with 413, with or without a length, keeping the session', async () => {
    const before = await snapshot()
    const huge = JSON.stringify({ email, password: 'x'.repeat(maxBodyBytes) })
    const withLength = await api.request('/api/user.php', {
      method: 'PUT',
      host,
      headers: { 'content-type': 'application/json', cookie: sid },
      body: huge,
    })
    await expectError(withLength, 413, 'payload_too_large')

    const chunks = new TextEncoder().encode(huge)
    const streamed = await api.request('/api/user.php', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < chunks.length; offset += 8192) {
            controller.enqueue(chunks.slice(offset, offset + 8192))
          }
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    await expectError(streamed, 413, 'payload_too_large')
    expect(await snapshot()).toEqual(before)
    const still = await api.request('/api/user.php', { host, headers: { cookie: sid } })
    expect(still.status).toBe(200)
  })

  it('refuses unsafe requests from another origin with 403 bad_origin', async () => {
    const before = await snapshot()
    for (const origin of [
      'http://evil.example',
      'null',
      'http://robust.test.evil.example',
      'garbage',
    ]) {
      const login = await api.request('/api/user.php', {
        method: 'POST',
        host,
        ...json({ email, password: 'Test-password-1' }, { headers: { origin } }),
      })
      await expectError(login, 403, 'bad_origin')
      const change = await api.request('/api/user.php', {
        method: 'PUT',
        host,
        ...json({ language: 'de' }, { headers: { origin, cookie: sid } }),
      })
      await expectError(change, 403, 'bad_origin')
    }
    expect(await snapshot()).toEqual(before)

    const sameOrigin = await api.request('/api/user.php', {
      method: 'POST',
      host: `${host}:3000`,
      ...json(
        { email, password: 'Test-password-1' },
        { headers: { origin: `http://${host}:3000` } },
      ),
    })
    expect(sameOrigin.status).toBe(200)
    const httpsProxy = await api.request('/api/user.php', {
      method: 'PUT',
      host,
      ...json(
        { language: 'en' },
        { headers: { origin: `https://${host}`, 'x-forwarded-proto': 'https', cookie: sid } },
      ),
    })
    expect(httpsProxy.status).toBe(200)
    const readOnly = await api.request('/api/user.php', {
      host,
      headers: { origin: 'http://evil.example', cookie: sid },
    })
    expect(readOnly.status).toBe(200)
  })

  it('never answers 5xx to odd requests', async () => {
    const odd: Array<[string, string, RequestInit?]> = [
      ['GET', '/api/members.php?page=%zz'],
      ['GET', '/api/members.php?gender=&country='],
      ['GET', '/api/members.php?min_age=1e3'],
      ['GET', '/api/members.php?page=1&page=2'],
      ['GET', '/api/profile.php'],
      ['GET', '/api/profile.php?id=%00'],
      ['GET', '/api/profile.php?id=1%20OR%201=1'],
      ['GET', `/api/settings.php?domain=${'a'.repeat(300)}`],
      ['GET', '/api/regions.php?country[]=NL'],
      ['DELETE', '/api/user.php'],
      ['PATCH', '/api/members.php'],
      ['POST', '/api/logout.php'],
      ['GET', '/media/%ff%fe.webp'],
      ['GET', '/api/user.php', { headers: { cookie: 'sid=%%%; locale=%%%' } }],
      ['GET', '/api/user.php', { headers: { cookie: `sid=${'x'.repeat(5000)}` } }],
      ['POST', '/api/user.php', { headers: { 'content-type': 'text/plain' }, body: 'email=a' }],
      [
        'PUT',
        '/api/user.php',
        { headers: { cookie: sid, 'content-type': 'application/json' }, body: '{"language":null}' },
      ],
    ]
    for (const [method, url, init] of odd) {
      const response = await api.request(url, { method, host, ...init })
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(200)
      expect(response.status, `${method} ${url}`).toBeLessThan(500)
      if (response.status >= 400) v.parse(errorSchema, await response.json())
    }
  })
})
