import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, { env = {}, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

const running = new Set()

/** Starts a long-running service whose output lines are prefixed with its name. */
export function startService(name, command, args, { env = {}, cwd = repoRoot } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  const prefix = `[${name}]`.padEnd(10)
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
    })
  }
  child.on('exit', (code, signal) => {
    running.delete(child)
    if (!stopping) {
      console.error(`${prefix}exited with ${signal ?? code}; stopping the others`)
      stopAll(1)
    }
  })
  return child
}

let stopping = false

export function stopAll(exitCode = 0) {
  stopping = true
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), 1500).unref()
  if (running.size === 0) process.exit(exitCode)
}

export function stopAllOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0))
}

/** Polls a URL until it answers 2xx; PGlite takes a few seconds to open. */
export async function waitForUrl(url, { timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
