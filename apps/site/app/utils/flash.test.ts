import { writeCookie } from '@dating/remix-server/cookies'
import { describe, expect, it } from 'vitest'
import { flashValue, readFlash } from './flash.ts'

const pairOf = (setCookie: string) => setCookie.split(';')[0] as string

describe('flash cookie', () => {
  it('round-trips a notice through a Cookie header', () => {
    const setCookie = writeCookie(
      'flash',
      flashValue({ id: 'safety.blocked', values: { name: 'Zoë; "x"' } }),
      false,
    )
    expect(setCookie).toMatch(/^flash=[^;]+; Max-Age=60; Path=\/; SameSite=Lax$/)
    expect(readFlash(`sid=abc; ${pairOf(setCookie)}; locale=en`)).toEqual({
      id: 'safety.blocked',
      values: { name: 'Zoë; "x"' },
    })
  })

  it('caps values', () => {
    const value = flashValue({ id: 'safety.blocked', values: { name: 'a'.repeat(500) } })
    expect(readFlash(pairOf(writeCookie('flash', value, true)))?.values.name).toHaveLength(80)
  })

  it('ignores foreign or broken values', () => {
    expect(readFlash('sid=abc')).toBeNull()
    expect(readFlash('flash=%7Bbroken')).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('"text"')}`)).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('{"id":1,"values":{}}')}`)).toBeNull()
    expect(readFlash(`flash=${encodeURIComponent('{"id":"nav.login","values":{}}')}`)).toBeNull()
  })
})
