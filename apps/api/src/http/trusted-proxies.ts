const maxAddressLength = 64

/**
 * Who may tell the api the client's address in X-Forwarded-For (TRUSTED_PROXIES): the `hops`
 * nearest hops, or the hops whose address is listed (`loopback` stands for 127.0.0.0/8 and ::1).
 */
export type TrustedProxies = { hops: number } | { addresses: readonly string[] }

/** The default: the site's and the landers' servers on this machine (the api's only callers). */
export const loopbackProxies: TrustedProxies = { addresses: ['loopback'] }

/** `2` -> two hops; `loopback,10.0.0.7` -> those addresses; empty -> the default. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return loopbackProxies
  if (/^\d{1,2}$/.test(trimmed)) return { hops: Number(trimmed) }
  return {
    addresses: trimmed
      .split(',')
      .map((entry) => normalizeAddress(entry))
      .filter((entry) => entry !== ''),
  }
}

/**
 * The client in a chain of X-Forwarded-For entries followed by the socket's peer: walking it
 * from the right, each hop trusted names the one before it, and the first hop not trusted is
 * the client. Entries left of that are whatever the client claimed and are never read.
 */
export function addressFromChain(
  forwardedFor: string | undefined,
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

export function isTrustedHop(
  address: string,
  hopsTrusted: number,
  trusted: TrustedProxies,
): boolean {
  if ('hops' in trusted) return hopsTrusted < trusted.hops
  return trusted.addresses.some((entry) =>
    entry === 'loopback' ? isLoopback(address) && address !== 'unknown' : entry === address,
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
