import { describe, expect, it } from 'vitest'
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts'

const secret = 'a-secret-of-at-least-thirty-two-characters'

describe('unsubscribe tokens', () => {
  it('name the user and site they were signed for', () => {
    const token = signUnsubscribeToken(secret, { userId: 42, siteId: 3 })
    expect(token).toMatch(/^42\.3\.[A-Za-z0-9_-]{43}$/)
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 42, siteId: 3 })
  })

  it('refuse another secret, changed ids, changed signatures and garbage', () => {
    const token = signUnsubscribeToken(secret, { userId: 42, siteId: 3 })
    const signature = token.split('.')[2] as string
    expect(verifyUnsubscribeToken('another-secret-of-thirty-two-characters!', token)).toBeNull()
    expect(verifyUnsubscribeToken(secret, `43.3.${signature}`)).toBeNull()
    expect(verifyUnsubscribeToken(secret, `42.4.${signature}`)).toBeNull()
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(verifyUnsubscribeToken(secret, `42.3.${flipped}`)).toBeNull()
    for (const bad of ['', '42.3', '42.3.', '0.3.x', `042.3.${signature}`, `42.3.${signature}=`]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull()
    }
    expect(verifyUnsubscribeToken(secret, `9999999999.3.${signature}`)).toBeNull()
  })
})
