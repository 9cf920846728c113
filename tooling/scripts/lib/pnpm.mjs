// pnpm is fetched into .pnpm-bootstrap with plain npm: corepack fails against this registry
// on Node 20 (docs/decisions/001-toolchain-versions.md).
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { repoRoot, run } from './processes.mjs'

export const pnpmVersion = '10.34.9'
const bootstrapDir = join(repoRoot, '.pnpm-bootstrap')
const pnpmBin = join(bootstrapDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs')

export async function ensurePnpm() {
  if (!existsSync(pnpmBin)) {
    console.log(`> fetching pnpm ${pnpmVersion} with npm`)
    await run('npm', [
      'install',
      '--prefix',
      bootstrapDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${pnpmVersion}`,
    ])
  }
  // turbo and package scripts look for `pnpm` on the PATH.
  const binDir = join(bootstrapDir, 'node_modules', '.bin')
  if (!process.env.PATH?.split(delimiter).includes(binDir)) {
    process.env.PATH = `${binDir}${delimiter}${process.env.PATH ?? ''}`
  }
  return pnpmBin
}

/** Runs pnpm with the repo as working directory. */
export async function pnpm(args, options = {}) {
  const bin = await ensurePnpm()
  await run(process.execPath, [bin, ...args], options)
}

export async function installDependencies() {
  await pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'])
}
