import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createRemixServer } from './server.ts'
import { forwardedToApi } from './visitor.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'remix-server-'))
mkdirSync(join(clientDir, 'assets'))
writeFileSync(join(clientDir, 'assets', 'root-a1b2c3.js'), 'export {}')
writeFileSync(join(clientDir, 'favicon.ico'), 'icon')
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const proxied: string[] = []
const app = createRemixServer({
  name: 'site',
  clientDir,
  apiUrl: 'http://127.0.0.1:4512',
  handleRequest: async (request) => new Response(`remix ${new URL(request.url).pathname}`),
  fetchUpstream: (async (url: URL) => {
    proxied.push(url.toString())
    return Response.json({ ok: true })
  }) as typeof fetch,
})

describe('createRemixServer', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await app.request('/assets/root-a1b2c3.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves the favicon with an hour of caching', async () => {
    const response = await app.request('/favicon.ico')
    expect(await response.text()).toBe('icon')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('proxies /api and /media to the api', async () => {
    await app.request('/api/user.php?x=1')
    await app.request('/media/images/1/main.webp')
    expect(proxied).toEqual([
      'http://127.0.0.1:4512/api/user.php?x=1',
      'http://127.0.0.1:4512/media/images/1/main.webp',
    ])
  })

  it('overwrites X-Forwarded-For with the peer address for the api and for Remix', async () => {
    const seen: Array<string | null> = []
    const forwarding = createRemixServer({
      name: 'site',
      clientDir,
      apiUrl: 'http://127.0.0.1:4512',
      handleRequest: async (request) => {
        seen.push(forwardedToApi(request).get('x-forwarded-for'))
        return new Response('page')
      },
      fetchUpstream: (async (_url: URL, init: RequestInit) => {
        seen.push(new Headers(init.headers).get('x-forwarded-for'))
        return Response.json({ ok: true })
      }) as typeof fetch,
    })
    // What @hono/node-server hands the app: the incoming message with its socket.
    const node = { incoming: { socket: { remoteAddress: '203.0.113.7' } } }
    await forwarding.request(
      '/api/user.php',
      { headers: { 'x-forwarded-for': '10.1.1.1', 'x-visitor-address': '10.2.2.2' } },
      node,
    )
    await forwarding.request('/login', {}, node)
    // A proxy on this machine (TRUSTED_PROXIES' default, loopback) is believed about its client.
    const localProxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } }
    await forwarding.request(
      '/login',
      { headers: { 'x-forwarded-for': '10.1.1.1, 198.51.100.2' } },
      localProxy,
    )
    // Outside a Node server there is no peer to add.
    await forwarding.request('/login')
    expect(seen).toEqual(['203.0.113.7', '203.0.113.7', '198.51.100.2', null])
  })

  it('drops a forwarded host or scheme the client sent before Remix sees the request', async () => {
    const seen: Array<string | null> = []
    const pages = createRemixServer({
      name: 'site',
      clientDir,
      apiUrl: 'http://127.0.0.1:4512',
      handleRequest: async (request) => {
        seen.push(request.headers.get('x-forwarded-host'), request.headers.get('forwarded'))
        return new Response('page')
      },
    })
    await pages.request('/reset-password', {
      method: 'POST',
      headers: {
        'x-forwarded-host': 'attacker.example',
        forwarded: 'host=attacker.example',
        origin: 'http://localhost',
      },
    })
    expect(seen).toEqual([null, null])
  })

  it('refuses a write to a page from another origin with 403, before Remix', async () => {
    const form = (origin: string) =>
      app.request('http://localhost/reset-password', {
        method: 'POST',
        headers: { origin, host: 'localhost' },
      })
    expect((await form('http://attacker.example')).status).toBe(403)
    expect((await form('null')).status).toBe(403)
    expect(await (await form('http://localhost')).text()).toBe('remix /reset-password')
    const plain = await app.request('http://localhost/reset-password', { method: 'POST' })
    expect(plain.status).toBe(200)
  })

  it('hands pages and missing files to Remix', async () => {
    expect(await (await app.request('/members')).text()).toBe('remix /members')
    expect(await (await app.request('/assets/gone.js')).text()).toBe('remix /assets/gone.js')
  })
})
