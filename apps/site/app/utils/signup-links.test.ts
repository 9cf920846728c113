import { describe, expect, it } from 'vitest'
import {
  asksForSignup,
  isSignupPage,
  loginHrefFrom,
  signupPageHref,
  withoutSignupFlag,
} from './signup-links.ts'

describe('signup links', () => {
  it('opens the modal for ?signup=1 only and leaves the rest of the URL', () => {
    expect(asksForSignup('?signup=1&gender=female')).toBe(true)
    expect(asksForSignup('?signup=0')).toBe(false)
    expect(asksForSignup('')).toBe(false)
    expect(withoutSignupFlag('http://localhost/members?gender=female&signup=1#top')).toBe(
      '/members?gender=female#top',
    )
    expect(withoutSignupFlag('http://localhost/members?signup=1')).toBe('/members')
  })

  it('falls back to the signup pages', () => {
    expect(signupPageHref()).toBe('/signup')
    expect(signupPageHref({ id: 7 })).toBe('/members/7/signup')
    expect(signupPageHref({ id: 7, intent: 'like' })).toBe('/members/7/signup?like=1')
    expect(isSignupPage('/signup')).toBe(true)
    expect(isSignupPage('/members/7/signup')).toBe(true)
    expect(isSignupPage('/members/7')).toBe(false)
    expect(isSignupPage('/signup-matches')).toBe(false)
  })

  it('comes back to the page after the login', () => {
    expect(loginHrefFrom('/members/7?x=1')).toBe('/login?redirectTo=%2Fmembers%2F7%3Fx%3D1')
  })
})
