#!/usr/bin/env node
// Writes each publishable package's publishConfig.exports from its exports (the tarball's
// entries point at dist/ where the workspace's point at src/); `--check` only reports.
//   node tooling/packages/scripts/sync-exports.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { distExports } from '../src/exports.mjs'
import { publishablePackages } from '../src/publishable.mjs'

const packagesDir = fileURLToPath(new URL('../../../packages/', import.meta.url))
const check = process.argv.includes('--check')
const stale = []
for (const name of publishablePackages) {
  const path = join(packagesDir, name, 'package.json')
  const text = readFileSync(path, 'utf8')
  const manifest = JSON.parse(text)
  manifest.publishConfig = {
    ...manifest.publishConfig,
    access: 'public',
    exports: distExports(manifest.exports),
  }
  const updated = `${JSON.stringify(manifest, null, 2)}\n`
  if (updated === text) continue
  stale.push(`@dating/${name}`)
  if (!check) writeFileSync(path, updated)
}
if (check && stale.length > 0) {
  console.error(
    `publishConfig.exports is out of date in ${stale.join(', ')}: run node tooling/packages/scripts/sync-exports.mjs`,
  )
  process.exit(1)
}
if (!check) console.log(stale.length ? `updated ${stale.join(', ')}` : 'all up to date')
