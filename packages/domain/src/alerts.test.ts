import { describe, expect, it } from 'vitest'
import {
  type AlertFacts,
  type AlertId,
  alertShows,
  isDismissal,
  mainDisabledReason,
  visibleAlerts,
} from './alerts.ts'

const member = {
  status: 'active',
  profileStatus: 'active',
  notificationsDisabled: [],
  hasMainImage: true,
} as const
const base: AlertFacts = {
  member,
  pathname: '/members',
  push: 'subscribed',
  pushKeySet: true,
  dismissed: new Set(),
}
const unconfirmed = { ...member, status: 'not_confirmed', profileStatus: 'disabled' } as const

/** Facts under which each alert would show, on /members. */
const showing: Record<AlertId, AlertFacts> = {
  activation: { ...base, member: unconfirmed },
  profilePhoto: { ...base, member: { ...member, hasMainImage: false } },
  push: { ...base, push: 'not-subscribed' },
  disabledNotifications: { ...base, member: { ...member, notificationsDisabled: ['bounce'] } },
}

/** SPEC §4's pages for each alert, plus the neighbours the rules name (docs in alerts.ts). */
const quiet: Record<AlertId, string[]> = {
  activation: ['/signup', '/members/12/signup', '/settings', '/notifications', '/complete-signup'],
  profilePhoto: [
    '/profile',
    '/profile/',
    '/signup',
    '/activate/done',
    '/premium',
    '/notifications',
    '/directdebit',
    '/settings',
    '/complete-signup',
  ],
  push: ['/signup', '/notifications', '/activate/done', '/directdebit', '/premium'],
  disabledNotifications: ['/settings', '/notifications'],
}
const everywhereElse = ['/', '/members', '/members/12', '/likes/received', '/chats', '/credits']

describe.each(Object.keys(showing) as AlertId[])('the %s alert', (alert) => {
  const facts = showing[alert]

  it('shows on the other pages', () => {
    for (const pathname of everywhereElse) {
      expect(alertShows(alert, { ...facts, pathname }), pathname).toBe(true)
    }
  })

  it.each(quiet[alert])('is quiet on %s', (pathname) => {
    expect(alertShows(alert, { ...facts, pathname })).toBe(false)
  })

  it('never shows to visitors', () => {
    expect(alertShows(alert, { ...facts, member: null })).toBe(false)
  })

  if (alert !== 'activation') {
    it('stays away once dismissed', () => {
      expect(alertShows(alert, { ...facts, dismissed: new Set([alert]) })).toBe(false)
    })
  }
})

describe('alert rules', () => {
  it('is quiet only on exactly those paths, not on pages that start like them', () => {
    expect(alertShows('profilePhoto', { ...showing.profilePhoto, pathname: '/profiles' })).toBe(
      true,
    )
    expect(alertShows('activation', { ...showing.activation, pathname: '/notifications/x' })).toBe(
      true,
    )
  })

  it('keeps the activation reminder away from bounced or unsubscribed addresses', () => {
    const bounced = { ...unconfirmed, notificationsDisabled: ['bounce' as const] }
    expect(alertShows('activation', { ...base, member: bounced })).toBe(false)
    expect(alertShows('disabledNotifications', { ...base, member: bounced })).toBe(true)
  })

  it('offers push only to capable, unsubscribed members when the key is set', () => {
    for (const push of ['unknown', 'unsupported', 'denied', 'subscribed'] as const) {
      expect(alertShows('push', { ...showing.push, push }), push).toBe(false)
    }
    expect(alertShows('push', { ...showing.push, pushKeySet: false })).toBe(false)
  })

  it('lists the visible alerts most urgent first', () => {
    const everything: AlertFacts = {
      ...base,
      member: { ...unconfirmed, hasMainImage: false },
      push: 'not-subscribed',
    }
    expect(visibleAlerts(everything)).toEqual(['activation', 'profilePhoto', 'push'])
    expect(visibleAlerts({ ...everything, pathname: '/premium' })).toEqual(['activation'])
  })
})

describe('isDismissal', () => {
  it('takes a timestamp only', () => {
    expect(isDismissal('1767225600000')).toBe(true)
    expect(isDismissal(null)).toBe(false)
    expect(isDismissal('')).toBe(false)
    expect(isDismissal('yes')).toBe(false)
    expect(isDismissal('-5')).toBe(false)
  })
})

describe('mainDisabledReason', () => {
  it('explains a complaint first, then a bounce, then an unsubscribe', () => {
    expect(mainDisabledReason(['listunsubscribe', 'fbl'])).toBe('fbl')
    expect(mainDisabledReason(['listunsubscribe', 'bounce'])).toBe('bounce')
    expect(mainDisabledReason(['listunsubscribe'])).toBe('listunsubscribe')
    expect(mainDisabledReason([])).toBeNull()
  })
})
