import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as v from 'valibot'

const assetsSchema = v.object({
  module: v.string(),
  imports: v.optional(v.array(v.string()), []),
  css: v.optional(v.array(v.string()), []),
})

const routeSchema = v.object({
  ...assetsSchema.entries,
  id: v.string(),
  parentId: v.optional(v.string()),
  path: v.optional(v.string()),
  index: v.optional(v.boolean()),
})

/** The browser manifest Remix's Vite build writes to build/client/assets/manifest-<hash>.js. */
export const remixManifestSchema = v.object({
  url: v.string(),
  entry: assetsSchema,
  routes: v.record(v.string(), routeSchema),
})
export type RemixManifest = v.InferOutput<typeof remixManifestSchema>

export interface RouteWeight {
  routeId: string
  /** The URL pattern, e.g. `/members/:id`. */
  path: string
  files: number
  /** The files' URLs, e.g. `/assets/always-D5bnuGc0.js`. */
  urls: string[]
  bytes: number
  gzipBytes: number
  /** Stylesheets Remix links for the page (entry and route chain). */
  stylesheets: number
}

const manifestPrefix = 'window.__remixManifest='

/** Reads the newest Remix browser manifest from a client build directory. */
export function readRemixManifest(clientDir: string): RemixManifest {
  const assetsDir = join(clientDir, 'assets')
  const candidates = readdirSync(assetsDir)
    .filter((name) => name.startsWith('manifest-') && name.endsWith('.js'))
    .map((name) => join(assetsDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  const newest = candidates[0]
  if (!newest) throw new Error(`No Remix manifest in ${assetsDir}; is this a Remix Vite build?`)
  const source = readFileSync(newest, 'utf8').trim()
  if (!source.startsWith(manifestPrefix)) throw new Error(`Unexpected manifest format in ${newest}`)
  const json = source.slice(manifestPrefix.length).replace(/;$/, '')
  return v.parse(remixManifestSchema, JSON.parse(json))
}

type ManifestRoute = RemixManifest['routes'][string]

function routeChain(manifest: RemixManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  let current: ManifestRoute | undefined = manifest.routes[routeId]
  while (current) {
    chain.unshift(current)
    current = current.parentId ? manifest.routes[current.parentId] : undefined
  }
  return chain
}

function urlPattern(manifest: RemixManifest, routeId: string): string {
  const segments = routeChain(manifest, routeId)
    .map((route) => route.path)
    .filter((segment): segment is string => Boolean(segment))
  return `/${segments.join('/')}`.replace(/\/+/g, '/')
}

/**
 * What a browser downloads to show each page on a cold first visit: the client entry with its
 * imports, and the module plus imports of every route from the root down to the page. Each file
 * counts once, gzipped at the default level as a server would send it. Not the manifest file:
 * with lazy route discovery (both apps and the floor) Remix writes the page's part of the
 * manifest into the HTML and never loads that file (its bytes count with the page's HTML).
 */
export function firstLoadJs(
  clientDir: string,
  manifest = readRemixManifest(clientDir),
): RouteWeight[] {
  const sizes = new Map<string, { bytes: number; gzipBytes: number }>()
  const sizeOf = (url: string) => {
    const known = sizes.get(url)
    if (known) return known
    const content = readFileSync(join(clientDir, url.replace(/^\//, '')))
    const measured = { bytes: content.byteLength, gzipBytes: gzipSync(content).byteLength }
    sizes.set(url, measured)
    return measured
  }

  const pages = Object.values(manifest.routes).filter(
    (route) => route.parentId !== undefined && (route.index === true || route.path !== undefined),
  )
  return pages
    .map((page) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports])
      const stylesheets = new Set(manifest.entry.css)
      for (const route of routeChain(manifest, page.id)) {
        files.add(route.module)
        for (const imported of route.imports) files.add(imported)
        for (const stylesheet of route.css) stylesheets.add(stylesheet)
      }
      let bytes = 0
      let gzipBytes = 0
      for (const file of files) {
        const size = sizeOf(file)
        bytes += size.bytes
        gzipBytes += size.gzipBytes
      }
      return {
        routeId: page.id,
        path: urlPattern(manifest, page.id),
        files: files.size,
        urls: [...files],
        bytes,
        gzipBytes,
        stylesheets: stylesheets.size,
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}
