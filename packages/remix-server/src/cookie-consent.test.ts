import { describe, expect, it } from 'vitest'
import { cookieConsentAnswer, localReturnPath } from './cookie-consent.ts'

const request = (cookie = '') =>
  new Request('http://flirtwave.example/cookie-consent', {
    method: 'POST',
    headers: { host: 'flirtwave.example', cookie },
  })
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the cookie banner’s answer', () => {
  it('stores the tracking the form carried only when the visitor allows it', () => {
    const allowed = cookieConsentAnswer(request(), form({ choice: 'all', tracking: 'network=ads' }))
    expect(allowed?.map((cookie) => cookie.split(';')[0])).toEqual([
      'cookie_consent=all',
      'tracking=network%3Dads',
    ])
    const refused = cookieConsentAnswer(
      request('tracking=network%3Dold'),
      form({ choice: 'necessary', tracking: 'network=ads' }),
    )
    expect(refused?.map((cookie) => cookie.split(';')[0])).toEqual([
      'cookie_consent=necessary',
      'tracking=',
    ])
    expect(cookieConsentAnswer(request(), form({ choice: 'maybe' }))).toBeNull()
    // Malformed tracking is dropped, the answer still counts.
    expect(
      cookieConsentAnswer(request(), form({ choice: 'all', tracking: 'network=<script>' }))?.length,
    ).toBe(1)
  })

  it('goes back only to a path of this site', () => {
    expect(localReturnPath('/members?network=ads')).toBe('/members?network=ads')
    expect(localReturnPath('//evil.example/')).toBe('/')
    expect(localReturnPath('https://evil.example/')).toBe('/')
    expect(localReturnPath('/cookie-consent')).toBe('/')
    expect(localReturnPath(null)).toBe('/')
  })
})
