import { describe, expect, it } from 'vitest'
import {
  emailChangeRefusal,
  parseEmailChange,
  parsePasswordChange,
  passwordChangeRefusal,
} from './account-settings.ts'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('parseEmailChange', () => {
  it('passes a trimmed address with the password', () => {
    expect(parseEmailChange(form({ email: ' new@example.com ', password: 'secret' }))).toEqual({
      success: true,
      output: { email: 'new@example.com', password: 'secret' },
      email: 'new@example.com',
    })
  })

  it('names the SPEC message for a bad address and keeps what was typed', () => {
    expect(parseEmailChange(form({ email: 'not-an-address', password: '' }))).toEqual({
      success: false,
      email: 'not-an-address',
      errors: {
        email: { id: 'account.error.newEmailInvalid' },
        password: { id: 'settings.error.passwordRequired' },
      },
    })
  })
})

describe('parsePasswordChange', () => {
  it('checks the length of the new password before the repeat', () => {
    expect(
      parsePasswordChange(form({ old_password: 'old', password: 'short', password_repeat: 'x' })),
    ).toEqual({
      success: false,
      errors: {
        password: { id: 'signup.error.passwordLength', values: { min: 8, max: 200 } },
      },
    })
  })

  it('names the SPEC message when the repeat differs', () => {
    expect(
      parsePasswordChange(
        form({ old_password: '', password: 'long-enough-1', password_repeat: 'long-enough-2' }),
      ),
    ).toEqual({
      success: false,
      errors: {
        old_password: { id: 'settings.error.passwordRequired' },
        password_repeat: { id: 'account.error.passwordsDiffer' },
      },
    })
  })

  it('passes all three fields when they fit', () => {
    const fields = { old_password: 'old', password: 'long-enough', password_repeat: 'long-enough' }
    expect(parsePasswordChange(form(fields))).toEqual({ success: true, output: fields })
  })
})

describe('refusals of the api', () => {
  it('puts each one on its field', () => {
    expect(emailChangeRefusal('new_email_invalid')).toEqual({
      email: { id: 'account.error.newEmailInvalid' },
    })
    expect(emailChangeRefusal('email_taken')).toEqual({ email: { id: 'signup.error.emailTaken' } })
    expect(emailChangeRefusal('old_password_wrong')).toEqual({
      password: { id: 'account.error.oldPasswordWrong' },
    })
    expect(passwordChangeRefusal('old_password_wrong')).toEqual({
      old_password: { id: 'account.error.oldPasswordWrong' },
    })
    expect(passwordChangeRefusal('passwords_differ')).toEqual({
      password_repeat: { id: 'account.error.passwordsDiffer' },
    })
  })

  it('leaves others to the api message', () => {
    expect(emailChangeRefusal('rate_limited')).toBeNull()
    expect(passwordChangeRefusal('forbidden')).toBeNull()
  })
})
