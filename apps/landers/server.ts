/**
 * Production server: static assets from build/client, /api and /media proxied to the api,
 * everything else rendered by Remix. Run with `tsx server.ts` after `remix vite:build`.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { type ServerBuild, createRequestHandler } from '@remix-run/node'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { env } from './app/utils/env.server.ts'
import { createApiProxy } from './server/proxy.ts'

const config = env()
const clientDir = fileURLToPath(new URL('./build/client', import.meta.url))
const serverBuildPath = fileURLToPath(new URL('./build/server/index.js', import.meta.url))

if (!existsSync(serverBuildPath)) {
  console.error(
    '[landers] build/server/index.js is missing: run `pnpm --filter @dating/landers build`',
  )
  process.exit(1)
}

const build = (await import(serverBuildPath)) as ServerBuild
const handleRemixRequest = createRequestHandler(build, config.NODE_ENV)
const proxy = createApiProxy(config.API_URL)

const app = new Hono()

app.all('/api/*', (c) => proxy(c.req.raw))
app.all('/media/*', (c) => proxy(c.req.raw))

app.use(compress())

/** Serves a file from build/client with the given caching, or passes on when there is none. */
function clientFiles(cacheControl: string): MiddlewareHandler {
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

// Vite puts a content hash in every file name under /assets, so they never change.
app.use('/assets/*', clientFiles('public, max-age=31536000, immutable'))
app.use('*', clientFiles('public, max-age=3600'))

app.all('*', (c) => handleRemixRequest(c.req.raw))

const server = serve({ fetch: app.fetch, port: config.LANDERS_PORT }, (info) => {
  console.log(
    `[landers] listening on http://localhost:${info.port} (api ${config.API_URL}, site ${config.SITE_URL})`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2_000).unref()
  })
}
