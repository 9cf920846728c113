import { describe, expect, it } from 'vitest'
import { localeForRequest } from './locale.server.ts'

const request = (cookie?: string) =>
  new Request('http://localhost/landers/tinderswipe', { headers: cookie ? { cookie } : {} })

describe('localeForRequest', () => {
  it('prefers the locale cookie', () => {
    expect(localeForRequest(request('locale=fi'), 'de_DE').locale).toBe('fi')
  })

  it('falls back to the brand language, then English', () => {
    expect(localeForRequest(request(), 'de_DE').locale).toBe('de')
    expect(localeForRequest(request('locale=xx'), null).locale).toBe('en')
  })
})
