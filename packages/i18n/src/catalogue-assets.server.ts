/**
 * Catalogue scripts as hashed, immutable assets (decision 036). An app registers which
 * catalogues it serves and under which path; the root loader hands out the URL, a resource
 * route answers it. The scripts carry the messages parsed, once per catalogue.
 */
import { createHash } from 'node:crypto'
import type { Messages } from './catalogues.ts'
import { catalogueScriptSource } from './catalogue-script.ts'
import { compileMessages } from './compiled-messages.ts'

export interface CatalogueAsset {
  key: string
  /** `<path>/<key>.<hash>.js` */
  url: string
  /** File name under the path, e.g. `de.3f2a9c1b0d.js`. */
  file: string
  source: string
}

export const catalogueAssetCacheControl = 'public, max-age=31536000, immutable'

export interface CatalogueAssets {
  /** The asset of a catalogue key, built once. */
  asset(key: string): CatalogueAsset
  /** The asset a file name under the path names, or null (unknown key or outdated hash). */
  byFile(file: string): CatalogueAsset | null
  /** The messages of a key (for rendering on the server), or undefined. */
  messages(key: string): Messages | undefined
  /** The answer of the resource route for a file name. */
  response(file: string): Response
}

/**
 * `messagesOf` gives a key's messages (undefined for an unknown key); `path` is where the
 * resource route listens, e.g. `/i18n`.
 */
export function catalogueAssets(
  path: string,
  messagesOf: (key: string) => Messages | undefined,
): CatalogueAssets {
  const assets = new Map<string, CatalogueAsset>()
  const asset = (key: string): CatalogueAsset => {
    let built = assets.get(key)
    if (!built) {
      const messages = messagesOf(key)
      if (!messages) throw new RangeError(`Unknown catalogue: ${key}`)
      const source = catalogueScriptSource(key, compileMessages(messages))
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 12)
      const file = `${key}.${hash}.js`
      built = { key, url: `${path}/${file}`, file, source }
      assets.set(key, built)
    }
    return built
  }
  const byFile = (file: string): CatalogueAsset | null => {
    const match = /^([A-Za-z-]+)\.[0-9a-f]{12}\.js$/.exec(file)
    if (!match?.[1] || !messagesOf(match[1])) return null
    const found = asset(match[1])
    return found.file === file ? found : null
  }
  return {
    asset,
    byFile,
    messages: messagesOf,
    response(file) {
      const found = byFile(file)
      if (!found) return new Response('Not found', { status: 404 })
      return new Response(found.source, {
        headers: {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': catalogueAssetCacheControl,
        },
      })
    },
  }
}
