import { describe, expect, it } from 'vitest'
import { createBackofficeCalls, transparencyDownloads } from './backoffice-calls.ts'
import { createApiClient } from './client.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'

function callsWith(fetch: ReturnType<typeof fakeFetch>) {
  return createBackofficeCalls(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch.fetch,
      retry: { sleep: async () => {} },
    }),
  )
}

const staff = {
  id: 3,
  name: 'Morgan',
  email: 'moderator@example.com',
  language: 'en',
  roles: [{ site_id: 1, brand: 'Flirtwave', domain: 'localhost', role: 'moderator' }],
}

describe('back-office calls', () => {
  it('logs in and reads the staff member of the session', async () => {
    const fetch = fakeFetch(json({ staff }), json({ staff }))
    const calls = callsWith(fetch)
    await expect(calls.login({ email: 'moderator@example.com', password: 'x' })).resolves.toEqual(
      staff,
    )
    await expect(calls.me()).resolves.toEqual(staff)
    expect(fetch.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST http://api.test/api/staff/login.php',
      'GET http://api.test/api/staff/me.php',
    ])
  })

  it('asks for a queue page with only the filters that are set', async () => {
    const fetch = fakeFetch(json({ reports: [], page: 2, page_count: 3, total: 60 }))
    const page = await callsWith(fetch).queue({ page: 2, reason: 'spam', source: undefined })
    expect(page.total).toBe(60)
    expect(fetch.requests[0]?.url).toBe(
      'http://api.test/api/moderation/reports.php?page=2&reason=spam',
    )
  })

  it('links the period’s CSV and statements', () => {
    expect(transparencyDownloads({ site: 2, from: '2026-07-01', to: '2026-07-31' })).toEqual({
      csv: '/api/moderation/transparency.php?site=2&from=2026-07-01&to=2026-07-31&format=csv',
      statements: '/api/moderation/statements.php?site=2&from=2026-07-01&to=2026-07-31',
    })
  })
})
