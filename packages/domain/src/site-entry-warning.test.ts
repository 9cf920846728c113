import { describe, expect, it } from 'vitest'
import { type SiteEntryWarningInput, showsSiteEntryWarning } from './site-entry-warning.ts'

const visitor: SiteEntryWarningInput = {
  layout: 'default',
  loggedIn: false,
  enabled: 'yes',
  country: 'GB',
  brandCountries: ['GB', 'NL', 'DE'],
  pathname: '/',
  dismissal: undefined,
}

describe('showsSiteEntryWarning', () => {
  it('warns logged-out visitors of an allowed country in the default layout', () => {
    expect(showsSiteEntryWarning(visitor)).toBe(true)
    expect(showsSiteEntryWarning({ ...visitor, pathname: '/members/5' })).toBe(true)
  })

  it('stays away from members, dismissals, brands that turned it off and other countries', () => {
    expect(showsSiteEntryWarning({ ...visitor, loggedIn: true })).toBe(false)
    expect(showsSiteEntryWarning({ ...visitor, dismissal: '1767225600000' })).toBe(false)
    expect(showsSiteEntryWarning({ ...visitor, enabled: 'no' })).toBe(false)
    expect(showsSiteEntryWarning({ ...visitor, country: 'FR' })).toBe(false)
  })

  it('does not count a cookie without a timestamp as a dismissal', () => {
    expect(showsSiteEntryWarning({ ...visitor, dismissal: 'yes' })).toBe(true)
  })

  it.each(['/complete-signup', '/reset-password', '/reset-password/do'])(
    'is quiet on %s in the default layout',
    (pathname) => {
      expect(showsSiteEntryWarning({ ...visitor, pathname })).toBe(false)
    },
  )

  it.each(['chat', 'lander', 'empty'] as const)('in the %s layout only for NL and DE', (layout) => {
    expect(showsSiteEntryWarning({ ...visitor, layout, country: 'GB' })).toBe(false)
    expect(showsSiteEntryWarning({ ...visitor, layout, country: 'NL' })).toBe(true)
    expect(showsSiteEntryWarning({ ...visitor, layout, country: 'DE' })).toBe(true)
  })
})
