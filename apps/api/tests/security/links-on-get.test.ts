/**
 * Actions on GET (decision 014): fetching a mailed link changes nothing, RFC 8058
 * one-click unsubscribe still works by POST, and a cross-site GET cannot log anyone out.
 */
import { userResponseSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { signUnsubscribeToken } from '../../src/mail/unsubscribe-token.ts'
import { createMailService } from '../../src/mail/service.ts'
import { createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from '../harness.ts'

const host = 'links.test'
const tokenSecret = 'a-test-secret-of-at-least-thirty-two-chars'

describe.each(backends)('links act on POST only on %s', (backend) => {
  let api: Api
  let site: Site

  beforeAll(async () => {
    api = await startApi(backend, (db) => ({ mail: createMailService({ db, tokenSecret }) }))
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  const disabled = async (cookie: string) => {
    const response = await api.request('/api/user.php', { host, headers: { cookie } })
    return v.parse(userResponseSchema, await response.json()).user.notifications_disabled
  }

  it('shows a button for the unsubscribe link and unsubscribes only on its POST', async () => {
    const member = await createMember(api.db, { site, email: 'scanned@example.com' })
    const cookie = await loginAs(api, host, 'scanned@example.com')
    const token = signUnsubscribeToken(tokenSecret, { userId: member.user.id, siteId: site.id })
    const path = `/api/unsubscribe.php?token=${token}`
    for (const accept of ['text/html', '*/*']) {
      const fetched = await api.request(path, { host, headers: { accept } })
      expect(fetched.status).toBe(200)
    }
    expect(await disabled(cookie)).toEqual([])
    const oneClick = await api.request(path, {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await disabled(cookie)).toEqual(['listunsubscribe'])
  })

  it('refuses a cross-site GET logout and keeps the session', async () => {
    await createMember(api.db, { site, email: 'stays@example.com' })
    const cookie = await loginAs(api, host, 'stays@example.com')
    const forged = await api.request('/api/logout.php', {
      host,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])
    expect((await api.request('/api/user.php', { host, headers: { cookie } })).status).toBe(200)
    const own = await api.request('/api/logout.php', {
      host,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    expect((await api.request('/api/user.php', { host, headers: { cookie } })).status).toBe(403)
  })
})
