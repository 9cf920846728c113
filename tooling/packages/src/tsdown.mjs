/**
 * The build of a package other brands install: ESM and .d.ts under dist/, one entry per
 * script its exports name, dependencies left to the installer; vanilla-extract styles compiled
 * to class names and CSS files with `styles: true`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin'
import { defineConfig } from 'tsdown'
import { buildEntries } from './exports.mjs'

/**
 * @param {string} configUrl import.meta.url of the package's tsdown.config.ts
 * @param {{ styles?: boolean }} [options]
 */
export function packageBuild(configUrl, options = {}) {
  const packageDir = fileURLToPath(new URL('.', configUrl))
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
  return defineConfig({
    cwd: packageDir,
    entry: buildEntries(packageDir, manifest.exports),
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    dts: true,
    sourcemap: false,
    // Dependencies and peers stay imports (tsdown's default); the CSS that vanilla-extract
    // makes of a .css.ts file is a virtual module of this build.
    deps: { alwaysBundle: [/\.vanilla\.css/] },
    plugins: options.styles ? [vanillaExtractPlugin()] : [],
  })
}
