import { describe, expect, it } from 'vitest'
import { clearCookie, readCookies, withCookie, writeCookie } from './cookies.ts'

describe('visitor cookies', () => {
  it('writes each cookie with its lifetime, Path=/, SameSite=Lax and Secure on https', () => {
    expect(writeCookie('locale', 'de', false)).toBe(
      'locale=de; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(writeCookie('tracking', 'network=ads&sub1=x', true)).toBe(
      'tracking=network%3Dads%26sub1%3Dx; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
    )
    expect(writeCookie('siteEntry', '1767225600000', true)).toBe(
      'hide-site-entry-warning=1767225600000; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    )
    expect(writeCookie('loginBinding', 'n0nce', false)).toBe(
      'login_binding=n0nce; Max-Age=600; Path=/; HttpOnly; SameSite=Lax',
    )
  })

  it('escapes what it writes and reads it back', () => {
    const json = JSON.stringify({ id: 'safety.blocked', values: { name: 'Zoë; "x"' } })
    const written = writeCookie('flash', json, false)
    expect(written).toMatch(/^flash=[^;\s]+; Max-Age=60; Path=\/; SameSite=Lax$/)
    expect(readCookies(written.split(';')[0])).toEqual({ flash: json })
  })

  it('clears a cookie', () => {
    expect(clearCookie('session', true)).toBe(
      'sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    )
  })

  it('reads a Cookie header: first of a name wins, broken escapes stay as sent, no prototype keys', () => {
    const read = readCookies('sid=abc; locale=fi; locale=sv; bad=%E0%A4%A; __proto__=x')
    expect(read.sid).toBe('abc')
    expect(read.locale).toBe('fi')
    expect(read.bad).toBe('%E0%A4%A')
    expect(Object.getPrototypeOf(read)).toBeNull()
    expect(readCookies(null)).toEqual({})
  })

  it('adds a cookie to a Cookie request header', () => {
    expect(withCookie('sid=abc; tracking=old', 'tracking', 'network=ads')).toBe(
      'sid=abc; tracking=network%3Dads',
    )
    expect(withCookie(null, 'tracking', 'network=ads')).toBe('tracking=network%3Dads')
  })
})
