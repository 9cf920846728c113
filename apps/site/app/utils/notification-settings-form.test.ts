import { describe, expect, it } from 'vitest'
import { settingsFromForm } from './notification-settings-form.ts'

describe('settingsFromForm', () => {
  it('reads posted switches as on and missing ones as off', () => {
    const form = new FormData()
    form.set('intent', 'notifications')
    form.set('email.message', 'on')
    form.set('push.like', 'on')
    form.set('invisible', 'on')
    expect(settingsFromForm(form)).toEqual({
      email: { message: true, like: false, match: false, news: false },
      push: { message: false, like: true, match: false, news: false },
      invisible: true,
    })
  })

  it('is everything off for an empty form', () => {
    expect(settingsFromForm(new FormData()).invisible).toBe(false)
  })
})
