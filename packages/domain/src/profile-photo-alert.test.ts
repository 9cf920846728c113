import { describe, expect, it } from 'vitest'
import { isDismissal, showsProfilePhotoAlert } from './profile-photo-alert.ts'

const base = { loggedIn: true, hasMainImage: false, pathname: '/members', dismissal: null }

describe('showsProfilePhotoAlert', () => {
  it('asks a logged-in member without a main image', () => {
    expect(showsProfilePhotoAlert(base)).toBe(true)
    expect(showsProfilePhotoAlert({ ...base, pathname: '/members/12' })).toBe(true)
    expect(showsProfilePhotoAlert({ ...base, pathname: '/likes/received' })).toBe(true)
  })

  it('stays away from visitors and members with a main image', () => {
    expect(showsProfilePhotoAlert({ ...base, loggedIn: false })).toBe(false)
    expect(showsProfilePhotoAlert({ ...base, hasMainImage: true })).toBe(false)
  })

  it.each([
    '/profile',
    '/profile/',
    '/signup',
    '/complete-signup',
    '/activate/done',
    '/premium',
    '/notifications',
    '/account/delete',
    '/directdebit',
    '/settings',
  ])('is quiet on %s', (pathname) => {
    expect(showsProfilePhotoAlert({ ...base, pathname })).toBe(false)
  })

  it('is not quiet on pages that merely start like a quiet one', () => {
    expect(showsProfilePhotoAlert({ ...base, pathname: '/profiles' })).toBe(true)
    expect(showsProfilePhotoAlert({ ...base, pathname: '/activate/error' })).toBe(true)
  })

  it('stays hidden once dismissed', () => {
    expect(showsProfilePhotoAlert({ ...base, dismissal: String(Date.UTC(2026, 0, 1)) })).toBe(false)
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
