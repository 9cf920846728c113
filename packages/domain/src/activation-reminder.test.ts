import { describe, expect, it } from 'vitest'
import { activationReminderPresentation, signupCompleteParam } from './activation-reminder.ts'

describe('activationReminderPresentation', () => {
  const afterSignup = new URLSearchParams({ [signupCompleteParam]: '1' })
  const plain = new URLSearchParams()

  it('is a modal only after a signup on a smartphone', () => {
    expect(activationReminderPresentation({ search: afterSignup, smartphone: true })).toBe('modal')
    expect(activationReminderPresentation({ search: afterSignup, smartphone: false })).toBe(
      'banner',
    )
    expect(activationReminderPresentation({ search: plain, smartphone: true })).toBe('banner')
  })

  it('counts the query as set even when it has no value', () => {
    expect(
      activationReminderPresentation({
        search: new URLSearchParams(signupCompleteParam),
        smartphone: true,
      }),
    ).toBe('modal')
  })
})
