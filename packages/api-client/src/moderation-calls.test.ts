import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { createModerationCalls } from './moderation-calls.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'

function callsWith(fetch: ReturnType<typeof fakeFetch>) {
  return createModerationCalls(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch.fetch,
      retry: { sleep: async () => {} },
    }),
  )
}

const decision = {
  id: 12,
  restriction: 'photo_removed',
  ground: 'terms',
  reason: 'inappropriate_photos',
  legal_reference: null,
  facts: 'The photo shows another person.',
  automated: false,
  source: 'notice',
  decided_at: '2026-03-02T10:00:00.000Z',
  ends_at: null,
  interim: false,
  lifted_at: null,
  appeal_until: '2026-09-01T10:00:00.000Z',
  appeal: null,
}

describe('moderation calls', () => {
  it('reads a decision by id or by the mailed token', async () => {
    const fetch = fakeFetch(json({ decision }), json({ decision }))
    const calls = callsWith(fetch)
    await expect(calls.getDecision({ id: 12 })).resolves.toEqual(decision)
    await expect(calls.getDecision({ token: 'abc_-' })).resolves.toEqual(decision)
    expect(fetch.requests.map((request) => request.url)).toEqual([
      'http://api.test/api/decision.php?id=12',
      'http://api.test/api/decision.php?token=abc_-',
    ])
  })

  it('posts the appeal and answers the decision with it', async () => {
    const appealed = {
      ...decision,
      appeal: { id: 3, status: 'open', created_at: '2026-03-03T08:00:00.000Z' },
    }
    const fetch = fakeFetch(json({ decision: appealed }, 201))
    const input = { token: 'abc', explanation: 'That is my sister, she agreed.' }
    await expect(callsWith(fetch).appeal(input)).resolves.toEqual(appealed)
    expect(fetch.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', 'http://api.test/api/appeal.php', input],
    ])
  })

  it('refuses an answer that is not a decision', async () => {
    const fetch = fakeFetch(json({ decision: { ...decision, restriction: 'banned' } }))
    await expect(callsWith(fetch).getDecision({ id: 12 })).rejects.toThrow()
  })
})

describe('a notice sender’s calls', () => {
  const outcome = {
    id: 4,
    notice_id: 9,
    reason: 'no_violation',
    note: 'The photo shows nothing the terms forbid.',
    content_url: 'https://flirtwave.example/members/42',
    decided_at: '2026-03-02T10:00:00.000Z',
    appeal_until: '2026-09-01T10:00:00.000Z',
    appeal: null,
  }

  it('reads the dismissal by the mailed token and appeals it', async () => {
    const fetch = fakeFetch(json({ outcome }), json({ outcome }, 201))
    const calls = callsWith(fetch)
    await expect(calls.getNoticeOutcome('tok')).resolves.toEqual(outcome)
    await calls.appealNotice({ token: 'tok', explanation: 'Please look at the profile again.' })
    expect(fetch.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.test/api/notice-outcome.php?token=tok',
      'POST http://api.test/api/notice-appeal.php',
    ])
  })
})
