#!/usr/bin/env node
// `changeset version` as a dry run: in a temporary copy of the repository (tracked and new
// files), version the packages, write their changelogs, then `changeset status` must be clean.
// The working tree is never touched.
//   node tooling/packages/scripts/version-dry-run.mjs
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishablePackages } from '../src/publishable.mjs'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const changeset = join(repoRoot, 'node_modules', '@changesets', 'cli', 'bin.js')
const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8' })

const copy = mkdtempSync(join(tmpdir(), 'dating-version-'))
try {
  const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repoRoot)
    .split('\0')
    .filter((file) => file && existsSync(join(repoRoot, file)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(repoRoot, file), join(copy, file))
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'))
  const commit = (message) => {
    git(['add', '-A'], copy)
    git(
      ['-c', 'user.name=ci', '-c', 'user.email=ci@example.invalid', 'commit', '-qm', message],
      copy,
    )
  }
  git(['init', '-q', '-b', 'main'], copy)
  commit('before changeset version')
  const before = Object.fromEntries(
    publishablePackages.map((name) => [name, readVersion(copy, name)]),
  )
  execFileSync(process.execPath, [changeset, 'version'], { cwd: copy, stdio: 'inherit' })
  commit('changeset version')
  execFileSync(process.execPath, [changeset, 'status'], { cwd: copy, stdio: 'inherit' })
  for (const name of publishablePackages) {
    const after = readVersion(copy, name)
    const changelog = join(copy, 'packages', name, 'CHANGELOG.md')
    if (after !== before[name] && !existsSync(changelog)) {
      throw new Error(`@dating/${name} went to ${after} without a CHANGELOG.md`)
    }
    console.log(`@dating/${name}: ${before[name]} -> ${after}`)
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}

function readVersion(root, name) {
  return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')).version
}
