/**
 * TRUSTED_PROXIES, read the same way by the api and by the site's and the landers' servers
 * (docs/decisions/042-one-trusted-proxies.md): which hops in front of a server may tell it the
 * client's address in X-Forwarded-For. Either a count, the `n` nearest hops, or a list of
 * addresses and CIDR ranges, where `loopback` stands for 127.0.0.0/8 and ::1. The default is
 * `loopback`: only a proxy on the same machine is believed. No I/O: the servers hand in the
 * header and the socket's peer.
 */

const maxAddressLength = 64

export type TrustedProxies = { hops: number } | { addresses: readonly string[] }

/** The default: hops on this machine (the site's server in front of the api, a local proxy). */
export const loopbackProxies: TrustedProxies = { addresses: ['loopback'] }

/**
 * `2` -> the two nearest hops; `loopback, 10.0.0.0/8, 2001:db8::7` -> those; empty -> the
 * default. Throws, naming TRUSTED_PROXIES and the entry, on anything else.
 */
export function parseTrustedProxies(value: string | null | undefined): TrustedProxies {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return loopbackProxies
  if (/^\d{1,2}$/.test(trimmed)) return { hops: Number(trimmed) }
  const addresses = trimmed
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter((entry) => entry !== '')
  for (const entry of addresses) {
    if (entry !== 'loopback' && rangeOf(entry) === null) {
      throw new Error(
        `TRUSTED_PROXIES: ${JSON.stringify(entry)} is neither a number of hops, an address, a CIDR range nor "loopback"`,
      )
    }
  }
  return { addresses }
}

/**
 * The client in a chain of X-Forwarded-For entries followed by the socket's peer: walking it
 * from the right, each hop trusted names the one before it, and the first hop not trusted is
 * the client. Entries left of that are whatever the client claimed and are never read, so a
 * rotating X-Forwarded-For changes nothing.
 */
export function addressFromChain(
  forwardedFor: string | null | undefined,
  peer: string,
  trusted: TrustedProxies,
): string {
  const claimed = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normalizeAddress(hop))
    .filter((hop) => hop !== '')
  const chain = [...claimed, normalizeAddress(peer)]
  let index = chain.length - 1
  let hopsTrusted = 0
  while (index > 0 && isTrustedHop(chain[index] as string, hopsTrusted, trusted)) {
    index -= 1
    hopsTrusted += 1
  }
  return chain[index] as string
}

/** Whether `address`, the hop after `hopsTrusted` trusted ones, is a trusted proxy. */
export function isTrustedHop(
  address: string,
  hopsTrusted: number,
  trusted: TrustedProxies,
): boolean {
  if ('hops' in trusted) return hopsTrusted < trusted.hops
  const normalized = normalizeAddress(address)
  return trusted.addresses.some((entry) =>
    entry === 'loopback'
      ? isLoopback(normalized) && normalized !== 'unknown'
      : inRange(normalized, entry),
  )
}

/** `::ffff:10.0.0.1` -> `10.0.0.1`, lower case, and never longer than an address can be. */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase()
  const unmapped = lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower
  return unmapped.slice(0, maxAddressLength)
}

/**
 * Whether the address is this machine's own: the dev servers and the e2e runs, where every
 * visitor arrives from 127.0.0.1, or a proxy that adds no header. Such an address says nothing
 * about who is behind it, so the per-address lockout leaves it alone (the per-email one holds).
 */
export function isLoopback(address: string): boolean {
  return address === '::1' || address === 'unknown' || /^127\.\d+\.\d+\.\d+$/.test(address)
}

type Range = { bits: bigint; width: 32 | 128; prefix: number }

function inRange(address: string, entry: string): boolean {
  const range = rangeOf(entry)
  const ip = ipOf(address)
  if (!range || !ip || ip.width !== range.width) return false
  const shift = BigInt(range.width - range.prefix)
  return ip.bits >> shift === range.bits >> shift
}

/** `10.0.0.0/8`, `2001:db8::/32`, or one address (a range of one). */
function rangeOf(entry: string): Range | null {
  const [base = '', prefixText, ...rest] = entry.split('/')
  const ip = ipOf(base)
  if (!ip || rest.length > 0) return null
  if (prefixText === undefined) return { ...ip, prefix: ip.width }
  if (!/^\d{1,3}$/.test(prefixText)) return null
  const prefix = Number(prefixText)
  return prefix <= ip.width ? { ...ip, prefix } : null
}

function ipOf(text: string): { bits: bigint; width: 32 | 128 } | null {
  const v4 = ipv4Bits(text)
  if (v4 !== null) return { bits: v4, width: 32 }
  const v6 = ipv6Bits(text)
  return v6 === null ? null : { bits: v6, width: 128 }
}

function ipv4Bits(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let bits = BigInt(0)
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    bits = (bits << BigInt(8)) | BigInt(Number(part))
  }
  return bits
}

function ipv6Bits(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/.test(text)) return null
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (half: string | undefined): number[] | null => {
    if (!half) return []
    const groups: number[] = []
    const parts = half.split(':')
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes('.')) {
        const v4 = ipv4Bits(part)
        if (v4 === null) return null
        groups.push(Number(v4 >> BigInt(16)), Number(v4 & BigInt(0xffff)))
      } else if (/^[0-9a-f]{1,4}$/.test(part)) {
        groups.push(Number.parseInt(part, 16))
      } else {
        return null
      }
    }
    return groups
  }
  const head = groupsOf(halves[0])
  const tail = groupsOf(halves[1])
  if (!head || !tail) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...tail]
  return groups.reduce((bits, group) => (bits << BigInt(16)) | BigInt(group), BigInt(0))
}
