/**
 * Decision 050: bad input answered 5xx.
 * - a NUL byte (or another control character) in a text field reached PostgreSQL, which
 *   refuses it: 500; every input now passes one valibot piece at the edge (`validate`);
 * - a multipart body without its boundary on the payment webhook and the sandbox checkout: 500;
 * - an upload over 10 MB through the site's proxy answered 502, and the very next request
 *   through the proxy failed too.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createRemixServer } from '@dating/remix-server/server'
import { photoMaxBytes } from '@dating/domain/own-profile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from '../harness.ts'

const host = 'bad-input.test'

describe.each(backends)('bad input answers 4xx on %s', (backend) => {
  let api: Api
  let site: Site
  let cookie: string

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    const member = await createMember(api.db, { site, email: 'nul@example.com' })
    cookie = await loginAs(api, host, member.user.email as string)
  })
  afterAll(() => api.stop())

  it.each([
    ['a login email', '/api/user.php', 'POST', { email: 'a\u0000b@example.com', password: 'x' }],
    ['a discount code', '/api/payment.php', 'POST', { package: 'p300', code: 'TIME\u0000BONUS' }],
    ['a message', '/api/message.php', 'POST', { to: 1, text: 'hello\u0000', client_id: 'c-1' }],
    ['a signup name', '/api/signup.php', 'POST', { name: 'Nu\u0000l', email: 'x@example.com' }],
    ['a complaint', '/api/complaint.php', 'POST', { text: 'bad\u0000', email: 'x@example.com' }],
    [
      'a report note',
      '/api/report.php',
      'POST',
      { profile_id: 1, reason: 'spam', note: 'a\u0000' },
    ],
    [
      'a push endpoint',
      '/api/user.php?push=1',
      'POST',
      { endpoint: 'https://push.example/\u0000', keys: { p256dh: 'x', auth: 'y' } },
    ],
    ['a language', '/api/user.php', 'PUT', { language: 'e\u0007n' }],
  ])('%s with a control character is 400', async (_what, path, method, body) => {
    const response = await api.request(path, {
      method,
      host,
      ...json(body, { headers: { cookie } }),
    })
    expect(response.status).toBeLessThan(500)
    expect(response.status).toBeGreaterThanOrEqual(400)
  })

  it('a control character anywhere in the input is validation_failed', async () => {
    const response = await api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email: 'nul@example.com', password: 'pass\u0000word' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'validation_failed' })
  })

  it('line breaks and tabs stay allowed in multi-line text', async () => {
    const response = await api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email: 'nul@example.com', password: 'not\tthe\npassword' }),
    })
    expect(response.status).not.toBe(400)
  })

  it.each(['/api/payment-webhook.php', '/api/sandbox-checkout.php'])(
    'multipart without a boundary on %s is 400',
    async (path) => {
      const response = await api.request(path, {
        method: 'POST',
        host,
        headers: { 'content-type': 'multipart/form-data' },
        body: 'id=tr_1',
      })
      expect(response.status).toBe(400)
    },
  )

  it("an upload over 10 MB through the site's proxy is 413, and the proxy serves the next request", async () => {
    const proxy = createRemixServer({
      name: 'site',
      clientDir: '/nonexistent',
      apiUrl: api.baseUrl,
      handleRequest: async () => new Response('page'),
    })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: proxy.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      )
    })
    const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const form = new FormData()
      form.append('photo', new Blob([new Uint8Array(photoMaxBytes + 1024 * 1024)]), 'big.jpg')
      const upload = await fetch(`${siteUrl}/api/photo.php`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
      expect(upload.status).toBe(413)
      const next = await fetch(`${siteUrl}/api/user.php`, { headers: { cookie } })
      expect(next.status).toBeLessThan(500)
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
    }
  })
})
