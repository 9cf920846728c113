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
