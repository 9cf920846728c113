import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './context.ts'
import { addressFromChain, isLoopback, isTrustedHop, normalizeAddress } from './trusted-proxies.ts'

/**
 * The address of the browser behind the request, for the per-address limits (docs/security.md).
 * The chain is X-Forwarded-For followed by the socket's peer; walking it from the right, each
 * hop the api trusts names the one before it, and the first hop it does not trust is the
 * client. Entries left of that are whatever the client claimed and are never read, so a
 * rotating X-Forwarded-For changes nothing. The site's server overwrites the header with the
 * one address it saw (packages/remix-server).
 */
export function clientAddress(c: Context<AppEnv>): string {
  return addressFromChain(
    c.req.header('x-forwarded-for'),
    socketAddress(c) ?? 'unknown',
    c.var.deps.trustedProxies,
  )
}

/** The client address for the per-address limits: null on this machine (see isLoopback). */
export function countedClientAddress(c: Context<AppEnv>): string | null {
  const address = clientAddress(c)
  return isLoopback(address) ? null : address
}

/**
 * Whether the request's socket peer is a trusted proxy, whose X-Forwarded-Host and
 * X-Forwarded-Proto are believed (src/http/request-host.ts). Without a socket (app.request in a
 * unit test) there is no peer, and nothing forwarded is believed.
 */
export function peerIsTrustedProxy(c: Context<AppEnv>): boolean {
  const peer = socketAddress(c)
  if (peer === undefined) return false
  return isTrustedHop(normalizeAddress(peer), 0, c.var.deps.trustedProxies)
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): there is no socket.
    return undefined
  }
}
