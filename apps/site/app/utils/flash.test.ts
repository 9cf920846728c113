import { describe, expect, it } from 'vitest'
import { flashCookie, readFlash } from './flash.ts'

describe('flash cookie', () => {
  it('round-trips a notice through a Cookie header', () => {
    const setCookie = flashCookie({ id: 'safety.blocked', values: { name: 'Zoë; "x"' } }, false)
    expect(setCookie).toMatch(/^flash=[^;]+; Max-Age=60; Path=\/; SameSite=Lax$/)
    const pair = setCookie.split(';')[0] as string
    expect(readFlash(`sid=abc; ${pair}; locale=en`)).toEqual({
      id: 'safety.blocked',
      values: { name: 'Zoë; "x"' },
    })
  })

  it('caps values and marks the cookie secure over https', () => {
    const setCookie = flashCookie({ id: 'safety.blocked', values: { name: 'a'.repeat(500) } }, true)
    expect(setCookie.endsWith('; Secure')).toBe(true)
    expect(readFlash(setCookie.split(';')[0] as string)?.values.name).toHaveLength(80)
  })

  it('ignores foreign or broken values', () => {
    expect(readFlash('sid=abc')).toBeNull()
    expect(readFlash('flash=%7Bbroken')).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('"text"')}`)).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('{"id":1,"values":{}}')}`)).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('{"id":"nav.login","values":{}}')}`)).toBeNull()
  })
})
