import { errorSchema, userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { sessions, users } from '../src/db/schema.ts'
import {
  addCredits,
  addLike,
  addConversation,
  createMember,
  createSite,
} from '../src/testing/builders.ts'
import { type Api, backends, json, sessionFrom, setCookie, startApi } from './harness.ts'

describe.each(backends)('user.php on %s', (backend) => {
  let api: Api
  let site: Site
  const email = 'anna@example.com'
  const password = 'Correct-horse-1'

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: 'users.test' })
    const anna = await createMember(api.db, {
      site,
      email,
      password,
      profile: { name: 'Anna', country: 'NL', region: 'NL-UT' },
      images: [{ free: false }],
      media: api.media,
    })
    const bert = await createMember(api.db, { site, profile: { name: 'Bert', gender: 'male' } })
    await addCredits(api.db, anna.user.id, 50, 'purchase')
    await addCredits(api.db, anna.user.id, -6, 'spend')
    await addLike(api.db, bert.profile.id, anna.profile.id, true)
    await addConversation(api.db, anna.profile.id, bert.profile.id, [
      { from: anna.profile.id, body: 'Hi Bert', read: true },
      { from: bert.profile.id, body: 'Hi Anna!' },
      { from: bert.profile.id, body: 'How are you?' },
    ])
  })
  afterAll(() => api.stop())

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    api.request('/api/user.php', { method: 'POST', host: 'users.test', ...json(body, { headers }) })

  it('logs in and answers the user of SPEC §3', async () => {
    const response = await login({ email: 'Anna@Example.com ', password })
    expect(response.status).toBe(200)
    const { user } = v.parse(userResponseSchema, await response.json())
    expect(user).toMatchObject({
      email,
      credits: 44,
      paid_user: true,
      language: 'en',
      status: 'active',
      notifications_disabled: [],
      unread_messages: 2,
      new_likes: 1,
    })
    expect(user.profile).toMatchObject({
      name: 'Anna',
      country: 'NL',
      region: 'NL-UT',
      image_count: 1,
    })
    expect(user.profile.main_image?.locked).toBe(false)
    const cookie = setCookie(response, 'sid')
    expect(cookie).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    )
  })

  it('stores only a hash of the session token and an argon2id password hash', async () => {
    const response = await login({ email, password })
    const token = sessionFrom(response).slice('sid='.length)
    const stored = await api.db.select().from(sessions)
    expect(stored.some((row) => row.tokenHash === token)).toBe(false)
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true)
    const [account] = await api.db.select().from(users).where(eq(users.email, email))
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('marks the cookie Secure when the browser came over https', async () => {
    const response = await login({ email, password }, { 'x-forwarded-proto': 'https' })
    expect(setCookie(response, 'sid')).toMatch(/; Secure;/)
  })

  it.each([
    ['a wrong password', { email, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@example.com', password }],
  ])('refuses %s with 401 login_failed and no session', async (_, body) => {
    const before = await api.db.$count(sessions)
    const response = await login(body)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: 'login_failed',
      message: 'Login failed, please try again',
    })
    expect(setCookie(response, 'sid')).toBeUndefined()
    expect(await api.db.$count(sessions)).toBe(before)
  })

  it('localises the login failure by the locale cookie', async () => {
    const response = await login({ email, password: 'nope' }, { cookie: 'locale=de' })
    expect(await response.json()).toEqual({
      error: 'login_failed',
      message: 'Anmeldung fehlgeschlagen, bitte versuche es erneut',
    })
  })

  it('does not log in on another brand', async () => {
    await createSite(api.db, { domain: 'other-brand.test' })
    const response = await api.request('/api/user.php', {
      method: 'POST',
      host: 'other-brand.test',
      ...json({ email, password }),
    })
    expect(response.status).toBe(401)
  })

  it('answers the current user and ends the session on logout', async () => {
    const sid = sessionFrom(await login({ email, password }))
    const current = await api.request('/api/user.php', {
      host: 'users.test',
      headers: { cookie: sid },
    })
    expect(current.status).toBe(200)
    v.parse(userResponseSchema, await current.json())

    const logout = await api.request('/api/logout.php', {
      host: 'users.test',
      headers: { cookie: sid },
    })
    expect(logout.status).toBe(200)
    expect(await logout.json()).toEqual({ ok: true })
    expect(setCookie(logout, 'sid')).toMatch(/^sid=; Max-Age=0;/)

    const after = await api.request('/api/user.php', {
      host: 'users.test',
      headers: { cookie: sid },
    })
    expect(after.status).toBe(403)
    expect(v.parse(errorSchema, await after.json()).error).toBe('authentication_required')
  })

  it('changes the language and sets the locale cookie', async () => {
    const sid = sessionFrom(await login({ email, password }))
    const response = await api.request('/api/user.php', {
      method: 'PUT',
      host: 'users.test',
      ...json({ language: 'fr' }, { headers: { cookie: sid } }),
    })
    expect(response.status).toBe(200)
    expect(v.parse(userResponseSchema, await response.json()).user.language).toBe('fr')
    expect(setCookie(response, 'locale')).toMatch(
      /^locale=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    )
    await api.request('/api/user.php', {
      method: 'PUT',
      host: 'users.test',
      ...json({ language: 'en' }, { headers: { cookie: sid } }),
    })
  })

  it.each([
    [{ language: 'xx' }],
    [{ language: 'en-US' }],
    [{ language: 7 }],
    [{}],
    [['fr']],
    ['fr'],
  ])('refuses the language %j with 400 and changes nothing', async (body) => {
    const sid = sessionFrom(await login({ email, password }))
    const response = await api.request('/api/user.php', {
      method: 'PUT',
      host: 'users.test',
      ...json(body, { headers: { cookie: sid } }),
    })
    expect(response.status).toBe(400)
    expect(v.parse(errorSchema, await response.json()).error).toBe('validation_failed')
    expect(setCookie(response, 'locale')).toBeUndefined()
    const [account] = await api.db.select().from(users).where(eq(users.email, email))
    expect(account?.language).toBe('en')
  })

  it('refuses PUT without a session', async () => {
    const response = await api.request('/api/user.php', {
      method: 'PUT',
      host: 'users.test',
      ...json({ language: 'de' }),
    })
    expect(response.status).toBe(403)
    expect(v.parse(errorSchema, await response.json()).error).toBe('authentication_required')
  })

  it.each([
    ['GET', '/api/user.php'],
    ['GET', '/api/chats.php'],
    ['GET', '/api/likes.php'],
  ])('answers %s %s without a session with 403 authentication_required', async (method, path) => {
    for (const cookie of [undefined, 'sid=not-a-token', `sid=${'a'.repeat(43)}`]) {
      const response = await api.request(path, {
        method,
        host: 'users.test',
        headers: cookie ? { cookie } : {},
      })
      expect(response.status).toBe(403)
      const body = v.parse(errorSchema, await response.json())
      expect(body.error).toBe('authentication_required')
      expect(body.message).toBe('Please log in to continue.')
    }
  })
})
