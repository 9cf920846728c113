import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'

const maxAddressLength = 64

/**
 * The address of the browser behind the request, for the per-address login lockout
 * (docs/decisions/011-accounts.md). The api listens on 127.0.0.1 and is reached through the
 * site and landers servers (packages/remix-server), which append the address of their own
 * peer to X-Forwarded-For, for their /api proxy and for their loaders' calls alike. So the
 * last entry is the one hop the api trusts; entries before it are whatever the browser (or a
 * proxy further out) claimed and are ignored. Without the header, the request came straight
 * to the api: its socket peer is the client.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')
  const hops = forwarded
    ?.split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '')
  const last = hops?.at(-1)
  return normalizeAddress(last ?? socketAddress(c) ?? 'unknown')
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): there is no socket.
    return undefined
  }
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
