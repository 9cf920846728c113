import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint } from './endpoints.ts'

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
  ])('allows the browser vendors’ push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://evil.example/fcm.googleapis.com',
    'https://fcm.googleapis.com.evil.example/x',
    'https://user:pw@fcm.googleapis.com/x',
    'http://127.0.0.1:5432/',
    'http://169.254.169.254/latest/meta-data',
    'not a url',
  ])('refuses anything else: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(false)
  })

  it('allows origins the operator names, exactly', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:5823/push/a', ['http://127.0.0.1:5823'])).toBe(
      true,
    )
    expect(isAllowedPushEndpoint('http://127.0.0.1:5824/push/a', ['http://127.0.0.1:5823'])).toBe(
      false,
    )
  })
})
