/**
 * The production server of a Remix app: static assets from build/client, /api and /media
 * proxied to the api, everything else rendered by Remix.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { addressFromChain, type TrustedProxies } from '@dating/domain/trusted-proxies'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { createApiProxy } from './proxy.ts'
import { securityHeaders } from './security-headers.ts'
import { clientAddressHeader, visitorConfig, visitorOrigin } from './visitor.ts'

export interface RemixServerOptions {
  /** Short app name for log lines, e.g. `site`. */
  name: string
  /** Absolute path of the Vite client build (build/client). */
  clientDir: string
  apiUrl: string
  handleRequest: (request: Request) => Promise<Response>
  fetchUpstream?: typeof fetch
  /** Default: TRUSTED_PROXIES of the environment (./visitor.ts). */
  trustedProxies?: TrustedProxies
}

/** Serves a file from the client build with the given caching, or passes on when there is none. */
function clientFiles(clientDir: string, cacheControl: string): MiddlewareHandler {
  const serveFile = serveStatic({ root: clientDir })
  return async (c, next) => {
    let missing = false
    const response = await serveFile(c, async () => {
      missing = true
    })
    if (missing || !response) return next()
    response.headers.set('Cache-Control', cacheControl)
    return response
  }
}

/** The address of this server's peer, or null outside a Node server (app.request in tests). */
function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}

/** Headers a client could send to claim another host or scheme; this server never reads them. */
const claimedOrigin = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded']

/**
 * Establishes the client's address once, before the request reaches the api proxy or a loader
 * (whose api calls pass it on as X-Forwarded-For): X-Forwarded-For walked from the socket's
 * peer through the TRUSTED_PROXIES hops in front of this server, by the rule the api uses too
 * (@dating/domain/trusted-proxies). Whatever else the browser put in that header is dropped
 * here, so rotating it changes nothing. The
 * brand comes from the Host header and the configured origins (./visitor.ts), so a forwarded
 * host or scheme is dropped too: Remix would otherwise compare it with the Origin of an action
 * and answer 500.
 */
function clientAddress(trustedProxies: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    const headers = c.req.raw.headers
    const peer = peerAddress(c)
    const claimed = headers.get('x-forwarded-for')
    headers.delete(clientAddressHeader)
    headers.delete('x-forwarded-for')
    for (const name of claimedOrigin) headers.delete(name)
    if (peer) headers.set(clientAddressHeader, addressFromChain(claimed, peer, trustedProxies))
    await next()
  }
}

export function createRemixServer(options: RemixServerOptions): Hono {
  const proxy = createApiProxy({
    apiUrl: options.apiUrl,
    name: options.name,
    fetchUpstream: options.fetchUpstream,
  })
  const app = new Hono()

  app.use(async (c, next) => {
    await next()
    const https = visitorOrigin(c.req.raw).protocol === 'https:'
    for (const [name, value] of Object.entries(securityHeaders(https))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })
  app.use(clientAddress(options.trustedProxies ?? visitorConfig().trustedProxies))
  app.all('/api/*', (c) => proxy(c.req.raw))
  app.all('/media/*', (c) => proxy(c.req.raw))

  app.use(compress())

  // Vite puts a content hash in every file name under /assets, so they never change.
  app.use('/assets/*', clientFiles(options.clientDir, 'public, max-age=31536000, immutable'))
  // The rest of build/client is public/ as written: favicon, touch icon.
  app.use('*', clientFiles(options.clientDir, 'public, max-age=3600'))

  app.all('*', (c) => {
    if (isCrossOriginWrite(c.req.raw)) return c.text('Forbidden', 403)
    return options.handleRequest(c.req.raw)
  })
  return app
}

/**
 * A form or fetch that writes to a page from another origin (its Origin is not the Host the
 * browser asked): refused with 403 here, where Remix would abort the action with a 500.
 */
function isCrossOriginWrite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const origin = request.headers.get('origin')
  if (origin === null) return false
  try {
    return new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host)
  } catch {
    return true
  }
}

export interface StartRemixServerOptions {
  /** Short app name for log lines; the app's package is `@dating/<name>`. */
  name: string
  port: number
  /** Absolute path of the Remix build folder: the client's files and the server's index.js. */
  buildDir: string
  apiUrl: string
  mode: string
  /** Said after the api URL in the line logged once the server listens. */
  listeningNote?: string
}

/** Loads the Remix build, listens on the port and closes cleanly on SIGINT and SIGTERM. */
export async function startRemixServer(options: StartRemixServerOptions) {
  const { name, port, buildDir, apiUrl, mode, listeningNote } = options
  const serverBuildPath = join(buildDir, 'server', 'index.js')
  if (!existsSync(serverBuildPath)) {
    console.error(
      `[${name}] build/server/index.js is missing: run \`pnpm --filter @dating/${name} build\``,
    )
    process.exit(1)
  }

  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild
  const app = createRemixServer({
    name,
    clientDir: join(buildDir, 'client'),
    apiUrl,
    handleRequest: createRequestHandler(build, mode),
  })

  const server = serve({ fetch: app.fetch, port }, (info) => {
    const note = listeningNote ? `, ${listeningNote}` : ''
    console.log(`[${name}] listening on http://localhost:${info.port} (api ${apiUrl}${note})`)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0))
      setTimeout(() => process.exit(0), 2_000).unref()
    })
  }
  return server
}
