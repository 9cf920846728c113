import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers.ts'

describe('contentSecurityPolicy', () => {
  it('lets only scripts with the nonce run, and no page frame the site', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' })
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scripts).toBe("script-src 'self' 'nonce-abc'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('names the extra form targets', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', formTargets: ['https://site.example'] })
    expect(policy).toContain("form-action 'self' https://site.example")
  })
})

describe('securityHeaders', () => {
  it('adds HSTS over https only', () => {
    expect(securityHeaders(false)).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    expect(securityHeaders(false)['X-Content-Type-Options']).toBe('nosniff')
  })

  it('makes a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce())
  })
})
