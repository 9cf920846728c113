import { visitorConfigFrom } from '@dating/remix-server/visitor'
import { describe, expect, it } from 'vitest'
import { publicOrigin, robotsTxt, sisterOrigin, webManifest } from './app-shell.server.ts'

// Without PUBLIC_ORIGINS (unit tests) the visitor's origin is the request's own.
const request = (host: string, proto = 'http') =>
  new Request(`${proto}://${host}/`, {
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  })

describe('publicOrigin', () => {
  it('keeps the browser host of the brand domain, port included', () => {
    expect(publicOrigin(request('de.localhost:3000'), 'de.localhost')).toBe(
      'http://de.localhost:3000',
    )
    expect(publicOrigin(request('flirtwave.example', 'https'), 'flirtwave.example')).toBe(
      'https://flirtwave.example',
    )
  })

  it('never echoes a host that is not the brand domain', () => {
    expect(publicOrigin(request('evil.example'), 'flirtwave.example')).toBe(
      'https://flirtwave.example',
    )
  })
})

describe('sisterOrigin', () => {
  it("keeps the visitor's scheme and port without configuration", () => {
    expect(sisterOrigin(request('de.localhost:3000'), 'localhost')).toBe('http://localhost:3000')
  })

  it('takes the configured origin, else https with the domain', () => {
    const config = visitorConfigFrom({
      PUBLIC_ORIGINS: 'https://herzklopfen.example,https://flirtwave.example:8443',
    })
    expect(sisterOrigin(request('herzklopfen.example'), 'flirtwave.example', config)).toBe(
      'https://flirtwave.example:8443',
    )
    expect(sisterOrigin(request('herzklopfen.example'), 'other.example', config)).toBe(
      'https://other.example',
    )
  })
})

describe('webManifest', () => {
  it('makes the brand installable: name, standalone display, start url and large icons', () => {
    const manifest = webManifest({
      name: 'Herzklopfen',
      description: 'Singles in deiner Nähe',
      domain_language: 'de_DE',
    })
    expect(manifest).toMatchObject({
      name: 'Herzklopfen',
      display: 'standalone',
      start_url: '/members',
      theme_color: '#7e22ce',
    })
    expect(manifest.icons.map((icon) => icon.sizes)).toContain('512x512')
    expect(manifest.icons.every((icon) => icon.src.startsWith('/icons/herzklopfen-'))).toBe(true)
  })
})

describe('robotsTxt', () => {
  it('opens the public pages and closes the members’ ones', () => {
    const text = robotsTxt({ name: 'Flirtwave' })
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/chats$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).not.toMatch(/^Disallow: \/members$/m)
  })
})
