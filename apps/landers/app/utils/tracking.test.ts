import { describe, expect, it } from 'vitest'
import { signupPath, trackingFrom, trackingQuery } from './tracking.ts'

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

  it('keeps the first of repeated values and ignores empty, oversized or malformed ones', () => {
    const search = new URLSearchParams(
      `network=first&network=second&ref=&sub1=${'x'.repeat(101)}&sub2=<b>`,
    )
    expect(trackingFrom(search)).toEqual({ network: 'first' })
  })
})

describe('signupPath', () => {
  it('passes the tracking on in a fixed order, encoded', () => {
    expect(signupPath({ sub2: 'b c', network: 'aff42', ref: 'r/1' })).toBe(
      '/signup?network=aff42&ref=r%2F1&sub2=b+c',
    )
  })

  it('links to the bare signup page without tracking', () => {
    expect(signupPath({})).toBe('/signup')
    expect(trackingQuery({})).toBe('')
  })
})
