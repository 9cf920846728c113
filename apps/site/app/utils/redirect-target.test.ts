import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './redirect-target.ts'

describe('safeRedirectTarget', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectTarget('/members?page=2', '/')).toBe('/members?page=2')
  })

  it('refuses other sites and odd values', () => {
    expect(safeRedirectTarget('//evil.example', '/members')).toBe('/members')
    expect(safeRedirectTarget('https://evil.example', '/members')).toBe('/members')
    expect(safeRedirectTarget('/\\evil.example', '/members')).toBe('/members')
    expect(safeRedirectTarget(null, '/members')).toBe('/members')
  })
})

describe('safeRedirectTarget as a browser reads the target', () => {
  it('refuses targets that a browser turns into another site', () => {
    for (const target of ['/\t/evil.example', '/\n/evil.example', '/\\/evil.example', '/ /x']) {
      const kept = safeRedirectTarget(target, '/members')
      expect(new URL(kept, 'http://localhost:3000').origin).toBe('http://localhost:3000')
    }
    expect(safeRedirectTarget('/\t/evil.example', '/members')).toBe('/members')
  })
})
