import { describe, expect, it } from 'vitest'
import {
  emailInvalidMessage,
  newPasswordErrors,
  newPasswordRefusal,
  parseNewPassword,
  parseResetRequest,
} from './password-reset.ts'
import { passwordLengthMessage, passwordsDifferMessage } from './field-message.ts'

const token = 'x'.repeat(43)

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('parseResetRequest', () => {
  it('takes a valid address, trimmed', () => {
    expect(parseResetRequest(form({ email: '  anna@example.com ' }))).toEqual({
      success: true,
      email: 'anna@example.com',
    })
  })

  it('refuses anything else and keeps what was typed', () => {
    expect(parseResetRequest(form({ email: 'anna@' }))).toEqual({
      success: false,
      email: 'anna@',
      error: emailInvalidMessage,
    })
    expect(parseResetRequest(form({}))).toMatchObject({ success: false, email: '' })
  })
})

describe('parseNewPassword', () => {
  it('passes the token and the new password twice', () => {
    expect(
      parseNewPassword(form({ token, password: 'new-secret', password_repeat: 'new-secret' })),
    ).toEqual({
      success: true,
      output: { token, password: 'new-secret', password_repeat: 'new-secret' },
    })
  })

  it('treats a malformed token as a dead link', () => {
    expect(
      parseNewPassword(form({ token: 'short', password: 'new-secret', password_repeat: 'x' })),
    ).toEqual({ success: false, tokenInvalid: true })
  })

  it('asks for the length first, then for the same password twice', () => {
    expect(parseNewPassword(form({ token, password: 'short', password_repeat: 'short' }))).toEqual({
      success: false,
      tokenInvalid: false,
      errors: { password: passwordLengthMessage },
    })
    expect(
      parseNewPassword(form({ token, password: 'new-secret', password_repeat: 'new-secrets' })),
    ).toEqual({
      success: false,
      tokenInvalid: false,
      errors: { password_repeat: passwordsDifferMessage },
    })
  })
})

describe('newPasswordErrors', () => {
  it('accepts 8 to 200 characters typed the same twice', () => {
    expect(newPasswordErrors('12345678', '12345678')).toBeNull()
    expect(newPasswordErrors('1234567', '1234567')).toEqual({ password: passwordLengthMessage })
    expect(newPasswordErrors('x'.repeat(201), 'x'.repeat(201))).toEqual({
      password: passwordLengthMessage,
    })
  })
})

describe('newPasswordRefusal', () => {
  it('puts the api refusals beside their field', () => {
    expect(newPasswordRefusal('passwords_differ')).toEqual({
      password_repeat: passwordsDifferMessage,
    })
    expect(newPasswordRefusal('validation_failed')).toEqual({ password: passwordLengthMessage })
    expect(newPasswordRefusal('link_invalid')).toBeNull()
  })
})
