import { generateRequestDetails, generateVAPIDKeys } from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PushReceiver, startPushReceiver, verifyVapid } from './receiver.ts'

describe('push receiver', () => {
  let receiver: PushReceiver
  const vapid = generateVAPIDKeys()
  const details = { subject: 'mailto:support@example.com', ...vapid }

  // web-push's own sender speaks https only; the api sends its request details with fetch.
  const send = async (subscription: ReturnType<PushReceiver['subscribe']>, payload: string) => {
    const request = generateRequestDetails(subscription, payload, {
      vapidDetails: details,
      TTL: 60,
    })
    return fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body,
    })
  }

  beforeAll(async () => {
    receiver = await startPushReceiver()
  })
  afterAll(() => receiver.close())

  it('decrypts what web-push sends and checks its VAPID token', async () => {
    const subscription = receiver.subscribe('first')
    expect((await send(subscription, JSON.stringify({ title: 'Hallo' }))).status).toBe(201)
    const push = await receiver.waitFor((candidate) => candidate.subscription === 'first')
    expect(push.json).toEqual({ title: 'Hallo' })
    expect(push.vapidSubject).toBe('mailto:support@example.com')
    expect(push.vapidPublicKey).toBe(vapid.publicKey)
    expect(push.ttl).toBe('60')
  })

  it('answers a status it was told to, e.g. 410 for an expired subscription', async () => {
    const subscription = receiver.subscribe('gone')
    receiver.answer('gone', 410)
    expect((await send(subscription, 'x')).status).toBe(410)
    receiver.recover('gone')
    expect((await send(subscription, JSON.stringify({ title: 'Back' }))).status).toBe(201)
    const push = await receiver.waitFor((candidate) => candidate.subscription === 'gone')
    expect(push.json).toEqual({ title: 'Back' })
  })

  it('holds the requests of a subscription it was told to hang, until told to answer', async () => {
    const subscription = receiver.subscribe('hanging')
    receiver.hang('hanging')
    const sent = send(subscription, 'x')
    let settled = false
    void sent.finally(() => {
      settled = true
    })
    // A request the receiver answered at once settles while this one-second wait runs.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(settled).toBe(false)
    receiver.answer('hanging', 503)
    expect((await sent).status).toBe(503)
  })

  it('refuses a token for another audience or signed by another key', () => {
    expect(verifyVapid('vapid t=a.b.c, k=AAAA', receiver.origin)).toEqual({
      error: 'bad vapid key',
    })
    expect(verifyVapid(undefined, receiver.origin)).toEqual({ error: 'no vapid authorization' })
  })
})
