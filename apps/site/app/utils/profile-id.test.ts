import { describe, expect, it } from 'vitest'
import { profileIdParam } from './profile-id.ts'

describe('profileIdParam', () => {
  it('takes positive integers that fit the column', () => {
    expect(profileIdParam('42')).toBe(42)
    expect(profileIdParam('2147483647')).toBe(2_147_483_647)
  })

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '042', '-1', '1.5', 'abc', '2147483648']) {
      expect(profileIdParam(value)).toBeNull()
    }
  })
})
