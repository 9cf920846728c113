import { describe, expect, it } from 'vitest'
import { signupUrl, trackingFrom, trackingQuery } from './tracking.ts'

describe('trackingFrom', () => {
  it('keeps network, ref and sub1 to sub3 and drops every other parameter', () => {
    const search = new URLSearchParams(
      'utm_source=x&sub3=c&network=aff42&t=10&ref=banner-7&sub1=a&sub2=b&lb=1',
    )
    expect(trackingFrom(search)).toEqual({
      network: 'aff42',
      ref: 'banner-7',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    })
  })

  it('keeps the first of repeated values and ignores empty or oversized ones', () => {
    const search = new URLSearchParams(`network=first&network=second&ref=&sub1=${'x'.repeat(201)}`)
    expect(trackingFrom(search)).toEqual({ network: 'first' })
  })
})

describe('signupUrl', () => {
  it('passes the tracking on in a fixed order, encoded', () => {
    expect(
      signupUrl('https://flirtwave.example', { sub2: 'b c', network: 'aff&42', ref: 'r' }),
    ).toBe('https://flirtwave.example/signup?network=aff%2642&ref=r&sub2=b+c')
  })

  it('links to the bare signup page without tracking', () => {
    expect(signupUrl('http://localhost:3000', {})).toBe('http://localhost:3000/signup')
    expect(trackingQuery({})).toBe('')
  })
})
