import { describe, expect, it } from 'vitest'
import { cleanSupportPhone } from './support-contact.ts'

describe('cleanSupportPhone', () => {
  it('drops dashes and spaces and keeps the rest', () => {
    expect(cleanSupportPhone('+44 20 1234-5678')).toBe('+442012345678')
    expect(cleanSupportPhone(' 030 - 2555 7788 ')).toBe('03025557788')
    expect(cleanSupportPhone('+49(0)30 1')).toBe('+49(0)301')
    expect(cleanSupportPhone('')).toBe('')
  })
})
