import { describe, expect, it } from 'vitest'
import { addressFromChain, loopbackProxies, parseTrustedProxies } from './trusted-proxies.ts'

describe('addressFromChain', () => {
  it('believes the site on loopback about the one address it saw', () => {
    expect(addressFromChain('203.0.113.9', '127.0.0.1', loopbackProxies)).toBe('203.0.113.9')
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
  })

  it('counts hops when TRUSTED_PROXIES is a number', () => {
    const trusted = parseTrustedProxies('2')
    expect(addressFromChain('6.6.6.6, 203.0.113.9, 10.0.0.2', '10.0.0.3', trusted)).toBe(
      '203.0.113.9',
    )
    expect(addressFromChain(undefined, '10.0.0.3', parseTrustedProxies('0'))).toBe('10.0.0.3')
  })

  it('reads an address list', () => {
    expect(parseTrustedProxies('loopback, 10.0.0.7')).toEqual({
      addresses: ['loopback', '10.0.0.7'],
    })
    expect(parseTrustedProxies(undefined)).toEqual(loopbackProxies)
  })
})
