import { defaultNotificationSettings } from '@dating/domain/notification-settings'
import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { createNotificationCalls } from './notifications-calls.ts'
import { fakeFetch, json } from './testing/fake-fetch.ts'
import { user } from './testing/fixtures.ts'

function callsWith(fetch: ReturnType<typeof fakeFetch>) {
  return createNotificationCalls(
    createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetch.fetch,
      retry: { sleep: async () => {} },
    }),
  )
}

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
}

describe('notification calls', () => {
  it('reads and writes the settings', async () => {
    const fetch = fakeFetch(json({ settings: defaultNotificationSettings }))
    const calls = callsWith(fetch)
    await expect(calls.getNotificationSettings()).resolves.toEqual(defaultNotificationSettings)
    const changed = { ...defaultNotificationSettings, invisible: true }
    await calls.updateNotificationSettings(changed)
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', 'http://api.test/api/notification-settings.php', undefined],
      ['PUT', 'http://api.test/api/notification-settings.php', changed],
    ])
  })

  it('stores a push subscription at user.php?push=1 and forgets it by endpoint', async () => {
    const fetch = fakeFetch(json({ ok: true }))
    const calls = callsWith(fetch)
    await calls.subscribePush(subscription)
    await calls.unsubscribePush(subscription.endpoint)
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://api.test/api/user.php?push=1', { subscription }],
      ['DELETE', 'http://api.test/api/push-subscription.php', { endpoint: subscription.endpoint }],
    ])
  })

  it('turns mail back on and answers the member', async () => {
    const fetch = fakeFetch(json({ user }))
    await expect(callsWith(fetch).enableMailNotifications()).resolves.toMatchObject({
      id: user.id,
    })
    expect(fetch.requests[0]?.url).toBe('http://api.test/api/mail-notifications.php')
  })

  it('geocodes a position with lat and lon in the query', async () => {
    const place = { name: 'Utrecht', country: 'NL', region: 'NL-UT', distance_km: 2 }
    const fetch = fakeFetch(json({ place }), json({ place }))
    const calls = callsWith(fetch)
    await expect(calls.geocode({ lat: 52.09, lon: 5.12 })).resolves.toEqual(place)
    await calls.setLocation({ lat: 52.09, lon: 5.12 })
    expect(fetch.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', 'http://api.test/api/geocode.php?lat=52.09&lon=5.12', undefined],
      ['PUT', 'http://api.test/api/location.php', { lat: 52.09, lon: 5.12 }],
    ])
  })
})
