import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, serializeQuery } from './client.ts'
import { ApiError, ApiNetworkError, ApiResponseParseError } from './errors.ts'
import { fakeFetch, instantSleep, json } from './testing/fake-fetch.ts'

const okSchema = v.object({ ok: v.literal(true) })

function setup(fetch: ReturnType<typeof fakeFetch>, onLogout = vi.fn()) {
  const { sleep, delays } = instantSleep()
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    fetch: fetch.fetch,
    headers: () => ({ cookie: 'sid=abc', 'x-forwarded-host': 'localhost' }),
    onLogout,
    retry: { baseDelayMs: 100, sleep },
  })
  return { client, delays, onLogout }
}

describe('createApiClient', () => {
  it('parses the body with the schema and hands back the raw response', async () => {
    const fetch = fakeFetch(json({ ok: true, extra: 'dropped' }, 200, { 'x-trace': 't-1' }))
    const { client } = setup(fetch)
    const { data, response } = await client.request(okSchema, { path: '/api/logout.php' })
    expect(data).toEqual({ ok: true })
    expect(response.headers.get('x-trace')).toBe('t-1')
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/logout.php')
    expect(fetch.requests[0]?.method).toBe('GET')
  })

  it('sends the shared headers, call headers and a JSON body', async () => {
    const fetch = fakeFetch(json({ ok: true }))
    const { client } = setup(fetch)
    await client.request(okSchema, {
      method: 'PUT',
      path: '/api/user.php',
      body: { language: 'de' },
      headers: { 'x-forwarded-host': 'de.localhost' },
    })
    const [request] = fetch.requests
    expect(request?.method).toBe('PUT')
    expect(request?.body).toEqual({ language: 'de' })
    expect(request?.headers.get('cookie')).toBe('sid=abc')
    expect(request?.headers.get('x-forwarded-host')).toBe('de.localhost')
    expect(request?.headers.get('content-type')).toBe('application/json')
    expect(request?.headers.get('accept')).toBe('application/json')
  })

  it('accepts static shared headers and a same-origin base', async () => {
    const fetch = fakeFetch(json({ ok: true }))
    const client = createApiClient({ baseUrl: '', fetch: fetch.fetch, headers: { cookie: 'a=1' } })
    await client.request(okSchema, { path: '/api/logout.php', query: { x: 1 } })
    expect(fetch.requests[0]?.url).toBe('/api/logout.php?x=1')
    expect(fetch.requests[0]?.headers.get('cookie')).toBe('a=1')
  })

  it('retries 5xx five times with doubling delays, then throws the last error', async () => {
    const fetch = fakeFetch(json({ error: 'internal_error', message: 'Something broke' }, 503))
    const { client, delays } = setup(fetch)
    const failure = client.request(okSchema, { path: '/api/chats.php' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toMatchObject({
      status: 503,
      code: 'internal_error',
      message: 'Something broke',
    })
    expect(fetch.requests).toHaveLength(6)
    expect(delays).toEqual([100, 200, 400, 800, 1600])
  })

  it('recovers when a retry succeeds', async () => {
    const fetch = fakeFetch(
      json({ error: 'internal_error', message: 'x' }, 500),
      new TypeError('fetch failed'),
      json({ ok: true }),
    )
    const { client, delays } = setup(fetch)
    const { data } = await client.request(okSchema, { path: '/api/chats.php' })
    expect(data).toEqual({ ok: true })
    expect(fetch.requests).toHaveLength(3)
    expect(delays).toEqual([100, 200])
  })

  it('retries network errors and then throws a network error with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const fetch = fakeFetch(cause)
    const { client, delays } = setup(fetch)
    const failure = client.request(okSchema, { path: '/api/chats.php' })
    await expect(failure).rejects.toBeInstanceOf(ApiNetworkError)
    await expect(failure).rejects.toMatchObject({ cause })
    expect(fetch.requests).toHaveLength(6)
    expect(delays).toEqual([100, 200, 400, 800, 1600])
  })

  it('uses the retry count it is given', async () => {
    const fetch = fakeFetch(new TypeError('fetch failed'))
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch.fetch,
      retry: { retries: 2, sleep: async () => {} },
    })
    await expect(client.request(okSchema, { path: '/api/chats.php' })).rejects.toBeInstanceOf(
      ApiNetworkError,
    )
    expect(fetch.requests).toHaveLength(3)
  })

  it('never retries a 4xx', async () => {
    const fetch = fakeFetch(json({ error: 'not_found', message: 'Not found' }, 404))
    const { client, delays } = setup(fetch)
    await expect(
      client.request(okSchema, { path: '/api/profile.php', query: { id: 9 } }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Not found' })
    expect(fetch.requests).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('does not retry an aborted request', async () => {
    const controller = new AbortController()
    controller.abort()
    const abortError = new DOMException('aborted', 'AbortError')
    const fetch = fakeFetch(abortError)
    const { client } = setup(fetch)
    await expect(
      client.request(okSchema, { path: '/api/chats.php', signal: controller.signal }),
    ).rejects.toBe(abortError)
    expect(fetch.requests).toHaveLength(1)
  })

  it('logs out on 403 authentication_required', async () => {
    const fetch = fakeFetch(
      json({ error: 'authentication_required', message: 'Please log in' }, 403),
    )
    const { client, onLogout } = setup(fetch)
    await expect(client.request(okSchema, { path: '/api/chats.php' })).rejects.toMatchObject({
      status: 403,
      code: 'authentication_required',
    })
    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(fetch.requests).toHaveLength(1)
  })

  it('does not log out for user.php or for other 403 codes', async () => {
    const fetch = fakeFetch(
      json({ error: 'authentication_required', message: 'Please log in' }, 403),
      json({ error: 'bad_origin', message: 'Bad origin' }, 403),
    )
    const { client, onLogout } = setup(fetch)
    await expect(client.request(okSchema, { path: '/api/user.php' })).rejects.toBeInstanceOf(
      ApiError,
    )
    await expect(client.request(okSchema, { path: '/api/chats.php' })).rejects.toMatchObject({
      code: 'bad_origin',
    })
    expect(onLogout).not.toHaveBeenCalled()
  })

  it('accepts an error envelope without a message, and errors without any envelope', async () => {
    const fetch = fakeFetch(
      json({ error: 'authentication_required' }, 403),
      new Response('<h1>Bad gateway</h1>', { status: 400 }),
    )
    const { client, onLogout } = setup(fetch)
    await expect(client.request(okSchema, { path: '/api/likes.php' })).rejects.toMatchObject({
      code: 'authentication_required',
      message: 'HTTP 403',
    })
    expect(onLogout).toHaveBeenCalledTimes(1)
    await expect(client.request(okSchema, { path: '/api/likes.php' })).rejects.toMatchObject({
      status: 400,
      code: 'unexpected_response',
      message: 'HTTP 400',
    })
  })

  it('throws a parse error, not an ApiError, for a body that breaks the contract', async () => {
    const fetch = fakeFetch(json({ ok: 'yes' }), new Response('not json', { status: 200 }))
    const { client } = setup(fetch)
    const mismatch = client.request(okSchema, { path: '/api/logout.php' })
    await expect(mismatch).rejects.toBeInstanceOf(ApiResponseParseError)
    await expect(mismatch).rejects.toThrow(/GET \/api\/logout\.php: ok:/)
    const notJson = client.request(okSchema, { path: '/api/logout.php' })
    await expect(notJson).rejects.toBeInstanceOf(ApiResponseParseError)
    await expect(notJson).rejects.not.toBeInstanceOf(ApiError)
  })

  it('shows the final response, Set-Cookie included, to onResponse', async () => {
    const fetch = fakeFetch(
      json({ error: 'internal_error', message: 'x' }, 500),
      json({ ok: true }, 200, { 'set-cookie': 'sid=new; HttpOnly; Path=/' }),
    )
    const { client } = setup(fetch)
    const seen: Response[] = []
    await client.request(okSchema, {
      path: '/api/logout.php',
      onResponse: (response) => seen.push(response),
    })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.status).toBe(200)
    expect(seen[0]?.headers.getSetCookie()).toEqual(['sid=new; HttpOnly; Path=/'])
  })

  it('shows error responses to onResponse before throwing', async () => {
    const fetch = fakeFetch(json({ error: 'login_failed', message: 'Login failed' }, 401))
    const { client } = setup(fetch)
    const onResponse = vi.fn()
    await expect(
      client.request(okSchema, { method: 'POST', path: '/api/user.php', body: {}, onResponse }),
    ).rejects.toMatchObject({ status: 401, code: 'login_failed', message: 'Login failed' })
    expect(onResponse).toHaveBeenCalledTimes(1)
  })
})

describe('serializeQuery', () => {
  it('drops empty values and keeps order', () => {
    expect(serializeQuery({ b: 'x y', a: 2, c: undefined, d: null, e: '', f: false })).toBe(
      '?b=x+y&a=2&f=false',
    )
    expect(serializeQuery({})).toBe('')
    expect(serializeQuery(undefined)).toBe('')
  })
})
