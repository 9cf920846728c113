/**
 * A one-time login link logged in whoever opened it, so an attacker could mint one
 * for their own account and send it to a victim (login CSRF). Now a link is bound to a nonce
 * the asking browser keeps in a cookie: another browser is told so and the link stays unused
 * for the right one (decision 032b).
 */
import { errorSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bindingOf } from '../../src/accounts/tokens.ts'
import type { Site } from '../../src/http/context.ts'
import { createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from '../harness.ts'

const host = 'binding.test'

describe.each(backends)('a login link works only in the browser that asked on %s', (backend) => {
  let api: Api
  let site: Site

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const mint = async (cookie: string, nonce: string) => {
    const response = await api.request('/api/login-link.php', {
      method: 'POST',
      host,
      ...json({ binding: bindingOf(nonce) }, { headers: { cookie } }),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { token: string }).token
  }
  const spend = (body: Record<string, string>) =>
    api.request('/api/user.php', { method: 'POST', host, ...json(body) })
  const errorOf = async (response: Response) => [
    response.status,
    v.parse(errorSchema, await response.json()).error,
  ]

  it('refuses the link in another browser, and lets the asking one in afterwards', async () => {
    await createMember(api.db, { site, email: 'attacker@example.com' })
    const cookie = await loginAs(api, host, 'attacker@example.com')
    const nonce = 'the-asking-browsers-own-nonce-0123456789ab'
    const token = await mint(cookie, nonce)

    // The victim's browser has no nonce, or its own.
    expect(await errorOf(await spend({ login_token: token }))).toEqual([
      401,
      'login_link_other_browser',
    ])
    expect(
      await errorOf(
        await spend({ login_token: token, binding: 'another-browsers-nonce-0123456789abcdef' }),
      ),
    ).toEqual([401, 'login_link_other_browser'])

    // Not spent by those tries: the browser that asked still gets in, once.
    const own = await spend({ login_token: token, binding: nonce })
    expect(own.status).toBe(200)
    expect(await errorOf(await spend({ login_token: token, binding: nonce }))).toEqual([
      401,
      'login_failed',
    ])
  })

  it('mints no link without a binding', async () => {
    await createMember(api.db, { site, email: 'unbound@example.com' })
    const cookie = await loginAs(api, host, 'unbound@example.com')
    const response = await api.request('/api/login-link.php', {
      method: 'POST',
      host,
      ...json({}, { headers: { cookie } }),
    })
    expect(response.status).toBe(400)
  })
})
