#!/usr/bin/env node
// What another brand gets: packs the six publishable packages with a plain `pnpm pack` from no
// build at all (each package's `prepack` builds its dist/, so a pack or a publish never ships a
// tarball without code), installs the tarballs with npm into an empty project outside this
// repository, imports them from plain Node (formatting a message with @dating/i18n), and builds
// the ui kit with Vite there.
//   node tooling/packages/scripts/pack-test.mjs
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from '../src/publishable.mjs'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const pnpmBin = join(repoRoot, '.pnpm-bootstrap', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs')
// turbo and package scripts look for `pnpm` on the PATH.
const path = `${join(repoRoot, '.pnpm-bootstrap', 'node_modules', '.bin')}${delimiter}${process.env.PATH}`
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, PATH: path } })
const pnpm = (args) => run(process.execPath, [pnpmBin, ...args], repoRoot)

/** Versions the outside project installs beside our packages: the repo's catalogue. */
function catalogVersion(name) {
  const catalog = readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')
  const line = catalog
    .split('\n')
    .find((row) => row.trim().replace(/"/g, '').startsWith(`${name}:`))
  if (!line) throw new Error(`${name} is not in the catalog`)
  return line.split(':').at(-1).trim()
}

run(process.execPath, [join(repoRoot, 'tooling/packages/scripts/sync-exports.mjs'), '--check'])
for (const name of publishablePackages) {
  rmSync(join(repoRoot, 'packages', name, 'dist'), { recursive: true, force: true })
}

const outside = mkdtempSync(join(tmpdir(), 'dating-packages-'))
try {
  const tarballs = join(outside, 'tarballs')
  mkdirSync(tarballs)
  for (const name of publishablePackages) {
    pnpm(['--filter', `@dating/${name}`, 'pack', '--pack-destination', tarballs])
    if (!existsSync(join(repoRoot, 'packages', name, 'dist'))) {
      throw new Error(`pnpm pack of @dating/${name} did not build dist/ first (prepack)`)
    }
  }
  const project = join(outside, 'brand')
  mkdirSync(project)
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'another-brand', private: true, type: 'module' }, null, 2),
  )
  const peers = ['react', 'react-dom', 'react-intl', 'xstate', 'vite'].map(
    (name) => `${name}@${catalogVersion(name)}`,
  )
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...readdirSync(tarballs).map((file) => join(tarballs, file)),
      ...peers,
    ],
    project,
  )

  writeFileSync(
    join(project, 'plain-node.mjs'),
    `import { limits } from '@dating/domain/constants'
import { creditsBadge } from '@dating/domain/badges'
import { translatorFor } from '@dating/i18n/translate'
import { negotiateLocale } from '@dating/i18n/negotiate'
import { createApiClient } from '@dating/api-client/client'

import { loadingBarMachine } from '@dating/machines/loading-bar'

const t = translatorFor(negotiateLocale({ cookie: 'de' }))
const line = t('lander.card.photoCount', { count: limits.freePhotos })
if (line !== '3 Fotos') throw new Error('unexpected message: ' + line)
if (typeof creditsBadge !== 'function' || typeof createApiClient !== 'function') throw new Error('missing exports')
if (typeof loadingBarMachine.transition !== 'function') throw new Error('missing machine')
console.log('plain Node:', line)
`,
  )
  run(process.execPath, ['plain-node.mjs'], project)

  writeFileSync(
    join(project, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  )
  writeFileSync(
    join(project, 'main.jsx'),
    `import { createRoot } from 'react-dom/client'
import { Button } from '@dating/ui/Button'
import { brandThemeClass } from '@dating/ui/brand-themes'
import '@dating/ui/global'

createRoot(document.getElementById('root')).render(
  <div className={brandThemeClass('Flirtwave')}><Button>Like</Button></div>,
)
`,
  )
  run(join(project, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], project)
  const assets = readdirSync(join(project, 'dist', 'assets'))
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(project, 'dist', 'assets', file), 'utf8'))
    .join('\n')
  if (!/Button_button__/.test(css)) throw new Error('the ui kit build has no Button styles')
  console.log(`vite build of the ui kit: ${assets.join(', ')}`)
  console.log('pack test: 6 packages installed and used from outside the repository')
} finally {
  rmSync(outside, { recursive: true, force: true })
}
