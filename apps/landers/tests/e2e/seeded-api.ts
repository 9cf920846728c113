/**
 * The api for the end-to-end run: seeds a throwaway PGlite database, serves it on API_PORT,
 * and removes the database when Playwright stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'dating-landers-e2e-'))
const env = { ...process.env, DATA_DIR: dataDir }

// Under `pnpm run e2e`, npm_execpath is the running pnpm, which need not be on PATH.
const execPath = process.env.npm_execpath
const pnpm =
  execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)
    ? { command: process.execPath, args: [execPath] }
    : { command: 'pnpm', args: [] }

let child: ChildProcess | undefined
let stopping = false

function seed(): ChildProcess {
  return spawn(pnpm.command, [...pnpm.args, '--filter', '@dating/api', 'seed', '--if-empty'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  })
}

// The api's own `start` script (tsx with the api's `main.ts`) without pnpm and tsx's launcher in
// between: this process then sees the api itself exit, after it has closed the database.
function start(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps', 'api'),
    env,
    stdio: 'inherit',
  })
}

function finish(code: number): never {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    if (!child || child.exitCode !== null) finish(0)
    child.once('exit', () => finish(0))
    child.kill('SIGTERM')
  })
}

child = seed()
child.once('exit', (code) => {
  if (stopping) return
  if (code !== 0) finish(code ?? 1)
  child = start()
  child.once('exit', (startCode) => {
    if (!stopping) finish(startCode ?? 1)
  })
})
