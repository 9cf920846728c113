import type { SignupRequest } from '@dating/machines/signup'
import { describe, expect, it } from 'vitest'
import {
  completeSignupUrl,
  handoverBindingOf,
  signupInputOf,
  siteBindingUrl,
  siteLoginUrl,
} from './lander-signup.ts'

const request: SignupRequest = {
  form: {
    gender: 'male',
    looking_for: 'female',
    sensitive_consent: 'yes',
    date_of_birth: '1990-04-02',
    name: 'Sam',
    email: 'sam@example.com',
    password: 'a-long-password',
    signup_message: undefined,
  },
  sexuality: 'hetero',
  targetProfileId: null,
  tracking: { network: 'aff1', sub3: 'c' },
  locale: 'en',
}

describe('signupInputOf', () => {
  it('sends the form with the landing tracking and the visitor time zone', () => {
    expect(signupInputOf(request, 'Europe/Amsterdam')).toEqual({
      ...request.form,
      tracking: { network: 'aff1', sub3: 'c' },
      time_zone: 'Europe/Amsterdam',
    })
  })

  it('names a target profile only when there is one, and no tracking when there is none', () => {
    const input = signupInputOf({ ...request, targetProfileId: 12, tracking: null }, 'UTC')
    expect(input.target_profile_id).toBe(12)
    expect(input).not.toHaveProperty('tracking')
  })

  it('sends no time zone when nobody told it (a step posted without JavaScript)', () => {
    expect(signupInputOf(request, null)).not.toHaveProperty('time_zone')
  })
})

describe('site links', () => {
  it('carries the login token to the site complete-signup page, as the end of a signup', () => {
    expect(completeSignupUrl('http://localhost:3000', 'ab_c-d')).toBe(
      'http://localhost:3000/complete-signup?api_signup_complete=1&login_token=ab_c-d',
    )
  })

  it('links to the site login, optionally coming back to a page', () => {
    expect(siteLoginUrl('https://flirtwave.example')).toBe('https://flirtwave.example/login')
    expect(siteLoginUrl('https://flirtwave.example', '/complete-signup')).toBe(
      'https://flirtwave.example/login?redirectTo=%2Fcomplete-signup',
    )
  })
})

describe('the handover binding', () => {
  it('sends the browser to the site to get its nonce, naming this lander', () => {
    expect(siteBindingUrl('http://localhost:3000', 'http://localhost:3001')).toBe(
      'http://localhost:3000/complete-signup/bind?from=http%3A%2F%2Flocalhost%3A3001',
    )
  })

  it('takes only a hash of the right shape', () => {
    const hash = 'a'.repeat(43)
    expect(handoverBindingOf(new URLSearchParams({ binding: hash }))).toBe(hash)
    expect(handoverBindingOf(new URLSearchParams({ binding: 'short' }))).toBeNull()
    expect(handoverBindingOf(new URLSearchParams())).toBeNull()
  })
})
