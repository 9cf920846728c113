import { describe, expect, it } from 'vitest'
import {
  activationReminderPresentation,
  showsActivationReminder,
  signupCompleteParam,
} from './activation-reminder.ts'

const unconfirmed = {
  status: 'not_confirmed',
  profileStatus: 'disabled',
  notificationsDisabled: [],
} as const
const base = { member: unconfirmed, pathname: '/members' }

describe('showsActivationReminder', () => {
  it('reminds a member who has not confirmed their email', () => {
    expect(showsActivationReminder(base)).toBe(true)
    expect(showsActivationReminder({ ...base, pathname: '/' })).toBe(true)
    expect(showsActivationReminder({ ...base, pathname: '/signup-matches' })).toBe(true)
    expect(showsActivationReminder({ ...base, pathname: '/members/12' })).toBe(true)
  })

  it('stays away from visitors and confirmed members', () => {
    expect(showsActivationReminder({ ...base, member: null })).toBe(false)
    expect(showsActivationReminder({ ...base, member: { ...unconfirmed, status: 'active' } })).toBe(
      false,
    )
    expect(
      showsActivationReminder({ ...base, member: { ...unconfirmed, profileStatus: 'active' } }),
    ).toBe(false)
  })

  it('stays away when email notifications are disabled', () => {
    expect(
      showsActivationReminder({
        ...base,
        member: { ...unconfirmed, notificationsDisabled: ['bounce'] },
      }),
    ).toBe(false)
  })

  it.each([
    '/signup',
    '/signup/',
    '/members/12/signup',
    '/settings',
    '/notifications',
    '/account/delete',
  ])('is quiet on %s', (pathname) => {
    expect(showsActivationReminder({ ...base, pathname })).toBe(false)
  })

  it('is not quiet on pages that merely start like a quiet one', () => {
    expect(showsActivationReminder({ ...base, pathname: '/signup-matches' })).toBe(true)
    expect(showsActivationReminder({ ...base, pathname: '/notifications/x' })).toBe(true)
    expect(showsActivationReminder({ ...base, pathname: '/members/12/signup/x' })).toBe(true)
  })
})

describe('activationReminderPresentation', () => {
  const afterSignup = new URLSearchParams({ [signupCompleteParam]: '1' })
  const plain = new URLSearchParams()

  it('is a modal only after a signup on a smartphone', () => {
    expect(activationReminderPresentation({ ...base, search: afterSignup, smartphone: true })).toBe(
      'modal',
    )
    expect(
      activationReminderPresentation({ ...base, search: afterSignup, smartphone: false }),
    ).toBe('banner')
    expect(activationReminderPresentation({ ...base, search: plain, smartphone: true })).toBe(
      'banner',
    )
  })

  it('counts the query as set even when it has no value', () => {
    expect(
      activationReminderPresentation({
        ...base,
        search: new URLSearchParams(signupCompleteParam),
        smartphone: true,
      }),
    ).toBe('modal')
  })

  it('is none whenever the reminder does not show', () => {
    expect(
      activationReminderPresentation({
        ...base,
        pathname: '/signup',
        search: afterSignup,
        smartphone: true,
      }),
    ).toBe('none')
    expect(
      activationReminderPresentation({
        member: null,
        pathname: '/',
        search: plain,
        smartphone: false,
      }),
    ).toBe('none')
  })
})
