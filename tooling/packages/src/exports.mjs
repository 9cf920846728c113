/**
 * The exports shape of a package other brands install (docs/decisions/026-publishable-packages.md):
 *
 *   "exports":       { "./likes": "./src/likes.ts" }                  the workspace: TypeScript source
 *   "publishConfig": { "exports": { "./likes": {                      the tarball (pnpm pack/publish
 *                        "types": "./dist/likes.d.ts",                 puts these in place of the
 *                        "default": "./dist/likes.js" } } }            workspace's exports)
 *
 * The second is derived from the first: `node tooling/packages/scripts/sync-exports.mjs`.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/** @typedef {Record<string, string>} SourceExports */
/** @typedef {Record<string, string | { types: string, default: string }>} DistExports */

const scriptPath = /^\.\/src\/(.+)\.tsx?$/

/** `./src/<name>.ts` -> `<name>`: where the built file sits under dist/, without extension. */
/** @param {string} sourcePath @returns {string | null} */
export function distStem(sourcePath) {
  return sourcePath.match(scriptPath)?.[1] ?? null
}

/** The tarball's exports: scripts point at dist/ (with their .d.ts), other files stay. */
/** @param {SourceExports} exports @returns {DistExports} */
export function distExports(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([subpath, target]) => {
      const stem = distStem(target)
      return [
        subpath,
        stem ? { types: `./dist/${stem}.d.ts`, default: `./dist/${stem}.js` } : target,
      ]
    }),
  )
}

// The files a pattern with one `*` matches (`./src/components/*/index.ts`, `./src/brands/*.css.ts`).
/** @param {string} packageDir @param {string} pattern @returns {string[]} */
function expandWildcard(packageDir, pattern) {
  const [before = '', after = ''] = pattern.split('*')
  return readdirSync(join(packageDir, before))
    .map((name) => (after.startsWith('/') ? `${before}${name}${after}` : `${before}${name}`))
    .filter((path) => path.endsWith(after) && existsSync(join(packageDir, path)))
}

/** tsdown entries (`<name>` -> `src/<name>.ts`) for every script the exports name. */
/** @param {string} packageDir @param {SourceExports} exports @returns {Record<string, string>} */
export function buildEntries(packageDir, exports) {
  /** @type {Record<string, string>} */
  const entries = {}
  for (const target of Object.values(exports)) {
    const paths = target.includes('*') ? expandWildcard(packageDir, target) : [target]
    for (const path of paths) {
      const stem = distStem(path)
      if (stem) entries[stem] = relative(packageDir, join(packageDir, path))
    }
  }
  return entries
}
