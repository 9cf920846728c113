import { describe, expect, it } from 'vitest'
import { mayWriteTo } from './free-conversations.ts'

const free = { paidUser: false }

describe('free conversations', () => {
  it('lets a member who has not paid start as many conversations as the site allows', () => {
    expect(mayWriteTo(free, { started: 0, withPeer: false }, 2)).toBe(true)
    expect(mayWriteTo(free, { started: 1, withPeer: false }, 2)).toBe(true)
    expect(mayWriteTo(free, { started: 2, withPeer: false }, 2)).toBe(false)
    expect(mayWriteTo(free, { started: 0, withPeer: false }, 0)).toBe(false)
  })

  it('always lets a member write again to someone written to before', () => {
    expect(mayWriteTo(free, { started: 2, withPeer: true }, 2)).toBe(true)
    expect(mayWriteTo(free, { started: 9, withPeer: true }, 0)).toBe(true)
  })

  it('lets a paid member write to anyone', () => {
    expect(mayWriteTo({ paidUser: true }, { started: 40, withPeer: false }, 2)).toBe(true)
  })
})
