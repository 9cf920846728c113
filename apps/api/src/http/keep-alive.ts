import type { serve } from '@hono/node-server'

/**
 * Keeps idle keep-alive connections open for a minute instead of Node's 5 s. The site's and the
 * landers' proxies reuse their connections to the api; with the short default a request could
 * be written to a connection at the moment the api closes it (ECONNRESET), most often after
 * the event loop was busy for a few seconds. The callers drop idle connections first.
 */
export function keepIdleConnections(server: ReturnType<typeof serve>): void {
  if (!('keepAliveTimeout' in server)) return
  server.keepAliveTimeout = 60_000
  // Node needs the header timeout above the keep-alive one.
  server.headersTimeout = 61_000
}
