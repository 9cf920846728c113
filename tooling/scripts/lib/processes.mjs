import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

// Every child runs in a process group of its own (detached), so stopping one stops whatever it
// started too (pnpm -> sh -> node, turbo -> its tasks), and a signal meant for us reaches them
// through stopAll, not by accident.
// Group ids stay listed after their leader exits: what it started may still be running.
const groups = new Set()
let stopping = false

function track(child) {
  if (!child.pid) return
  groups.add(child.pid)
  child.on('exit', () => {
    if (!groupAlive(child.pid)) groups.delete(child.pid)
  })
}

/**
 * Runs a command to completion, inheriting stdio or, with `prefix`, printing each line of its
 * output after that prefix (for commands that run beside others) and handing it to `onLine`;
 * rejects on a non-zero exit.
 */
export function run(command, args, { env = {}, cwd = repoRoot, prefix, onLine } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    })
    track(child)
    if (prefix) prefixLines(child, prefix, onLine)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

/** Starts a long-running service whose output lines are prefixed with its name. */
export function startService(name, command, args, { env = {}, cwd = repoRoot } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  track(child)
  const prefix = `[${name}]`.padEnd(10)
  prefixLines(child, prefix)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited with ${signal ?? code}; stopping the others`)
      stopAll(1)
    }
  })
  return child
}

/** Writes every line the child prints to our stdout, after `prefix`, and to `onLine`. */
function prefixLines(child, prefix, onLine = () => {}) {
  const write = (line) => {
    process.stdout.write(`${prefix}${line}\n`)
    onLine(line)
  }
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = ''
    stream.on('data', (chunk) => {
      buffered += chunk
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines) write(line)
    })
    stream.on('end', () => {
      if (buffered) write(buffered)
    })
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Stops every child and everything it started: SIGTERM to each process group, then SIGKILL to
 * what is left after `graceMs`; exits once all are gone.
 */
export async function stopAll(exitCode = 0, { graceMs = 8_000 } = {}) {
  if (stopping) return
  stopping = true
  const started = [...groups]
  for (const pid of started) signalGroup(pid, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (started.some(groupAlive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  for (const pid of started.filter(groupAlive)) signalGroup(pid, 'SIGKILL')
  process.exit(exitCode)
}

/**
 * Ctrl+C, `kill -TERM` and a closed terminal stop every child. So does the death of our parent
 * (`npm`, when something kills it without letting it pass the signal on), which would
 * otherwise leave us and the children running.
 */
export function stopAllOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) console.log(`\n${signal}: stopping everything`)
      stopAll(0)
    })
  }
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) stopAll(0)
  }, 1_000).unref()
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

function portInUse(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(error.code)
      else reject(error)
    })
    probe.listen(port, () => probe.close(() => resolve(null)))
  })
}

/**
 * Fails with one readable line per port another program holds, e.g.
 * `port 3000 (site) is already in use: stop what runs there, or choose another with SITE_PORT=…`.
 */
export async function ensurePortsFree(ports) {
  const problems = []
  for (const { name, port, variable } of ports) {
    const reason = await portInUse(port)
    if (reason === 'EADDRINUSE') {
      problems.push(
        `port ${port} (${name}) is already in use: stop what runs there (is the product already running?), or choose another with ${variable}=…`,
      )
    } else if (reason === 'EACCES') {
      problems.push(
        `port ${port} (${name}) may not be used by this user; choose another with ${variable}=…`,
      )
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
}
