#!/usr/bin/env node
// `npm run release`: publishes the versions `changeset version` wrote (and committed) that the
// registry does not have yet. Builds dist/ first; `changeset publish` packs with pnpm, which
// puts each package's publishConfig (dist exports, public access) in place.
//   npm run release            (needs a registry login: npm login, or NPM_TOKEN in .npmrc)
import { execFileSync } from 'node:child_process'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from '../src/publishable.mjs'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const env = {
  ...process.env,
  PATH: `${join(repoRoot, '.pnpm-bootstrap', 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
}
const run = (command, args) => execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit', env })

run(process.execPath, [join(repoRoot, 'tooling/packages/scripts/sync-exports.mjs'), '--check'])
run(process.execPath, [
  join(repoRoot, '.pnpm-bootstrap/node_modules/pnpm/bin/pnpm.cjs'),
  'exec',
  'turbo',
  'run',
  'build:dist',
  ...publishablePackages.map((name) => `--filter=@dating/${name}`),
])
run(process.execPath, [join(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'publish'])
