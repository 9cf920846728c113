import { describe, expect, it } from 'vitest'
import {
  addressFromChain,
  isTrustedHop,
  loopbackProxies,
  parseTrustedProxies,
} from './trusted-proxies.ts'

describe('addressFromChain', () => {
  it('believes the site on loopback about the one address it saw', () => {
    expect(addressFromChain('203.0.113.9', '127.0.0.1', loopbackProxies)).toBe('203.0.113.9')
    expect(addressFromChain('203.0.113.9', '::ffff:127.0.0.1', loopbackProxies)).toBe('203.0.113.9')
  })

  it('never reads what the client claimed before the trusted hops', () => {
    for (const forged of ['10.0.0.1', '10.0.0.2', '127.0.0.1']) {
      expect(addressFromChain(`${forged}, 203.0.113.9`, '127.0.0.1', loopbackProxies)).toBe(
        '203.0.113.9',
      )
    }
  })

  it('ignores the header when the peer is no trusted proxy', () => {
    expect(addressFromChain('10.0.0.1', '198.51.100.4', loopbackProxies)).toBe('198.51.100.4')
    expect(addressFromChain(null, '198.51.100.4', loopbackProxies)).toBe('198.51.100.4')
  })

  it('counts hops when TRUSTED_PROXIES is a number', () => {
    const two = parseTrustedProxies('2')
    expect(addressFromChain('6.6.6.6, 203.0.113.9, 10.0.0.2', '10.0.0.3', two)).toBe('203.0.113.9')
    expect(addressFromChain('10.6.6.6', '203.0.113.9', parseTrustedProxies('0'))).toBe(
      '203.0.113.9',
    )
    const one = parseTrustedProxies('1')
    expect(addressFromChain('10.6.6.6, 203.0.113.9', '10.0.0.2', one)).toBe('203.0.113.9')
    // More hops trusted than the chain has: the leftmost entry, never past it.
    expect(addressFromChain(null, '10.0.0.2', parseTrustedProxies('3'))).toBe('10.0.0.2')
  })

  it('walks past every listed proxy, a load balancer and a local one', () => {
    const trusted = parseTrustedProxies('loopback, 10.0.0.0/8')
    expect(addressFromChain('6.6.6.6, 203.0.113.9, 10.0.4.2', '127.0.0.1', trusted)).toBe(
      '203.0.113.9',
    )
  })
})

describe('parseTrustedProxies', () => {
  it('reads a count, a list, or nothing (the default: loopback)', () => {
    expect(parseTrustedProxies('2')).toEqual({ hops: 2 })
    expect(parseTrustedProxies('loopback, 10.0.0.7')).toEqual({
      addresses: ['loopback', '10.0.0.7'],
    })
    expect(parseTrustedProxies(undefined)).toEqual(loopbackProxies)
    expect(parseTrustedProxies('  ')).toEqual(loopbackProxies)
  })

  it('refuses what is no count, address or range, naming the variable', () => {
    for (const wrong of [
      'all',
      'true',
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.1/8/8',
      '2001:db8:::1',
      '-1',
    ]) {
      expect(() => parseTrustedProxies(wrong)).toThrow(/TRUSTED_PROXIES/)
    }
  })
})

describe('isTrustedHop', () => {
  it('matches addresses and CIDR ranges of either family', () => {
    const trusted = parseTrustedProxies('192.168.1.0/24, 2001:db8::/32, ::ffff:10.0.0.9, fd00::1')
    expect(isTrustedHop('192.168.1.77', 0, trusted)).toBe(true)
    expect(isTrustedHop('192.168.2.1', 0, trusted)).toBe(false)
    expect(isTrustedHop('2001:db8:1234::1', 0, trusted)).toBe(true)
    expect(isTrustedHop('2001:db9::1', 0, trusted)).toBe(false)
    expect(isTrustedHop('10.0.0.9', 0, trusted)).toBe(true)
    expect(isTrustedHop('fd00:0:0:0:0:0:0:1', 0, trusted)).toBe(true)
    expect(isTrustedHop('127.0.0.1', 0, trusted)).toBe(false)
  })

  it('takes loopback as this machine only, never an unknown peer', () => {
    expect(isTrustedHop('127.8.0.1', 0, loopbackProxies)).toBe(true)
    expect(isTrustedHop('::1', 0, loopbackProxies)).toBe(true)
    expect(isTrustedHop('unknown', 0, loopbackProxies)).toBe(false)
    expect(isTrustedHop('10.0.0.1', 0, loopbackProxies)).toBe(false)
  })
})
