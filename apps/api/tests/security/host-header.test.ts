/**
 * Account takeover through the Host header (decision 012): a request naming another
 * host, directly or as X-Forwarded-Host, must never put that host into a mailed link. Every
 * mail's links are built from the brand's configured public origin.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { notificationQueue } from '../../src/notifications/schema.ts'
import { createMember, createSite, defaultTestPassword } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, outboxMails, setCookie, startApi } from '../harness.ts'

const publicOrigins = ['http://localhost:3000', 'http://de.localhost:3000']
const attacker = 'attacker.example'

/** A POST whose Host header is the attacker's (fetch may not set Host, node:http may). */
function postWithHost(
  api: Api,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<number> {
  const url = new URL(api.baseUrl)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(payload)
  })
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"')]+/g) ?? []
const expectOnlyOrigin = (texts: string[], origin: string) => {
  const links = texts.flatMap(linksOf).filter((link) => !link.startsWith('mailto:'))
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) expect(new URL(link).origin).toBe(origin)
  for (const text of texts) expect(text).not.toContain(attacker)
}

describe.each(backends)('links in mails ignore the request host on %s', (backend) => {
  let api: Api
  let flirt: Site
  let german: Site

  beforeAll(async () => {
    api = await startApi(backend, { publicOrigins })
    flirt = await createSite(api.db, { domain: 'localhost', isDefault: true })
    german = await createSite(api.db, { domain: 'de.localhost', name: 'Herzklopfen' })
  })
  afterAll(() => api.stop())

  it('mails the reset link on the configured origin whatever Host says', async () => {
    await createMember(api.db, { site: flirt, email: 'victim@example.com' })
    const status = await postWithHost(
      api,
      '/api/reset-password.php',
      { email: 'victim@example.com' },
      { host: `${attacker}:3000`, origin: `http://${attacker}:3000` },
    )
    expect(status).toBe(200)
    const [mail] = await outboxMails(api, { kind: 'password_reset', to: 'victim@example.com' })
    expect(mail).toBeDefined()
    expectOnlyOrigin([mail?.text ?? '', mail?.html ?? ''], 'http://localhost:3000')
  })

  it('ignores X-Forwarded-Host: the link stays on the configured origin of the brand', async () => {
    await createMember(api.db, { site: flirt, email: 'second@example.com' })
    const forged = await api.request('/api/reset-password.php', {
      method: 'POST',
      host: attacker,
      ...json({ email: 'second@example.com' }, { headers: { origin: `http://${attacker}` } }),
    })
    expect(forged.status).toBe(200)
    const [mail] = await outboxMails(api, { kind: 'password_reset', to: 'second@example.com' })
    expectOnlyOrigin([mail?.text ?? '', mail?.html ?? ''], 'http://localhost:3000')

    await createMember(api.db, { site: german, email: 'opfer@example.com' })
    await api.request('/api/reset-password.php', {
      method: 'POST',
      host: 'de.localhost:8443',
      ...json({ email: 'opfer@example.com' }),
    })
    const [germanMail] = await outboxMails(api, { kind: 'password_reset', to: 'opfer@example.com' })
    expectOnlyOrigin([germanMail?.text ?? '', germanMail?.html ?? ''], 'http://de.localhost:3000')
  })

  it('builds activation, email change, reactivation and unsubscribe links on the configured origin', async () => {
    const signup = await api.request('/api/signup.php', {
      method: 'POST',
      host: attacker,
      ...json({
        gender: 'male',
        looking_for: 'female',
        sensitive_consent: 'yes',
        date_of_birth: '1990-05-20',
        name: 'Tom',
        email: 'newcomer@example.com',
        password: defaultTestPassword,
      }),
    })
    expect(signup.status).toBe(201)
    const [activation] = await outboxMails(api, {
      kind: 'activation',
      to: 'newcomer@example.com',
    })
    expectOnlyOrigin(
      [activation?.text ?? '', JSON.stringify(activation?.headers ?? {})],
      'http://localhost:3000',
    )

    const member = await createMember(api.db, { site: flirt, email: 'changer@example.com' })
    const cookie = await loginAs(api, 'localhost', 'changer@example.com')
    const change = await api.request('/api/mail-change.php', {
      method: 'POST',
      host: attacker,
      ...json(
        { email: 'changed@example.com', password: defaultTestPassword },
        { headers: { cookie } },
      ),
    })
    expect(change.status).toBe(200)
    const [confirm] = await outboxMails(api, {
      kind: 'email_change_confirm',
      to: 'changed@example.com',
    })
    expectOnlyOrigin([confirm?.text ?? ''], 'http://localhost:3000')

    const deletion = await api.request('/api/user.php', {
      method: 'DELETE',
      host: attacker,
      ...json({ reason: 'taking_break', password: defaultTestPassword }, { headers: { cookie } }),
    })
    expect(deletion.status).toBe(200)
    const mails = await outboxMails(api, {
      userId: member.user.id,
      kind: 'account_deleted_reactivation',
    })
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails) {
      expectOnlyOrigin([mail.text, JSON.stringify(mail.headers ?? {})], 'http://localhost:3000')
    }
  })

  it('queues notifications with the configured origin', async () => {
    const liker = await createMember(api.db, { site: flirt, email: 'liker@example.com' })
    const liked = await createMember(api.db, { site: flirt, email: 'liked@example.com' })
    const cookie = await loginAs(api, 'localhost', 'liker@example.com')
    const like = await api.request('/api/like.php', {
      method: 'POST',
      host: attacker,
      ...json({ profile_id: liked.profile.id }, { headers: { cookie } }),
    })
    expect(like.status).toBeLessThan(300)
    const queued = await api.db.select().from(notificationQueue)
    expect(queued.length).toBeGreaterThan(0)
    expect(queued.map((row) => row.origin)).toEqual(queued.map(() => 'http://localhost:3000'))
    expect(liker.user.id).not.toBe(liked.user.id)
  })
})

describe.each(backends)('X-Forwarded-Host only from trusted proxies on %s', (backend) => {
  let api: Api
  let flirt: Site
  let german: Site

  beforeAll(async () => {
    // The tests reach the api from 127.0.0.1; here only another address is a trusted proxy.
    api = await startApi(backend, { publicOrigins, trustedProxies: { addresses: ['10.0.0.7'] } })
    flirt = await createSite(api.db, { domain: 'localhost', isDefault: true })
    german = await createSite(api.db, { domain: 'de.localhost', name: 'Herzklopfen' })
  })
  afterAll(() => api.stop())

  it('picks the brand by Host when the peer is no trusted proxy', async () => {
    await createMember(api.db, { site: german, email: 'anna@example.com' })
    const settings = await api.request('/api/settings.php', { host: 'de.localhost:3000' })
    expect(((await settings.json()) as { name: string }).name).not.toBe('Herzklopfen')

    // Its Origin matches the forged X-Forwarded-Host only, not the host the request came to.
    const forged = await api.request('/api/reset-password.php', {
      method: 'POST',
      host: 'de.localhost:3000',
      ...json({ email: 'anna@example.com' }, { headers: { origin: 'http://de.localhost:3000' } }),
    })
    expect(forged.status).toBe(403)
    expect(await outboxMails(api, { kind: 'password_reset', to: 'anna@example.com' })).toEqual([])

    const status = await postWithHost(
      api,
      '/api/reset-password.php',
      { email: 'anna@example.com' },
      { host: 'de.localhost:3000', 'x-forwarded-host': attacker },
    )
    expect(status).toBe(200)
    const [mail] = await outboxMails(api, { kind: 'password_reset', to: 'anna@example.com' })
    expect(mail).toBeDefined()
    expectOnlyOrigin([mail?.text ?? ''], 'http://de.localhost:3000')
  })

  it('writes no Secure cookie for an X-Forwarded-Proto it does not believe', async () => {
    await createMember(api.db, { site: flirt, email: 'ben@example.com' })
    const response = await fetch(`${api.baseUrl}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: 'ben@example.com', password: defaultTestPassword }),
    })
    expect(response.status).toBe(200)
    expect(setCookie(response, 'sid')).toMatch(/^sid=/)
    expect(setCookie(response, 'sid')).not.toMatch(/Secure/)
  })
})
