import { describe, expect, it } from 'vitest'
import { decodeTracking, encodeTracking, trackingFromQuery, trackingQuery } from './tracking.ts'

describe('tracking data', () => {
  it('reads network, ref and sub ids from a landing query and ignores other keys', () => {
    const query = new URLSearchParams('network=ads&ref=spring+sale&sub3=x1&gender=female')
    expect(trackingFromQuery(query)).toEqual({ network: 'ads', ref: 'spring sale', sub3: 'x1' })
  })

  it('is null without tracking keys and drops only malformed values', () => {
    expect(trackingFromQuery(new URLSearchParams('page=2'))).toBeNull()
    expect(trackingFromQuery(new URLSearchParams('network=&ref=%3Cscript%3E'))).toBeNull()
    expect(trackingFromQuery(new URLSearchParams(`network=ok&sub1=${'a'.repeat(101)}`))).toEqual({
      network: 'ok',
    })
  })

  it('survives a round trip through the cookie value', () => {
    const tracking = { network: 'net/1', ref: 'a=b', sub1: 'ü ñ' }
    const encoded = encodeTracking(tracking)
    expect(encoded).not.toMatch(/[;,\s]/)
    expect(decodeTracking(encoded)).toEqual(tracking)
  })

  it('treats a missing or broken cookie as no tracking', () => {
    expect(decodeTracking(undefined)).toBeNull()
    expect(decodeTracking('%E0%A4%A')).toBeNull()
    expect(decodeTracking('garbage')).toBeNull()
  })

  it('writes the query in a fixed order', () => {
    expect(trackingQuery({ sub1: 'x', network: 'ads' })).toBe('network=ads&sub1=x')
  })
})
