import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

const cleanups = new Set<() => Promise<void>>()

/** Stops every server still running and removes its data: for an interrupted run. */
export async function cleanUpAll(): Promise<void> {
  await Promise.allSettled([...cleanups].map((cleanup) => cleanup()))
}

/** Registers a cleanup for cleanUpAll; call the returned function once it has run normally. */
export function registerCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/** The bench stays inside the port block reserved for it (`--ports`). */
export const benchPorts = { first: 4620, last: 4699 }

export function useBenchPorts(range: { first: number; last: number }): void {
  benchPorts.first = range.first
  benchPorts.last = range.last
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The first `count` free loopback ports of the bench block, skipping `taken`. */
export async function freePorts(count: number, taken: readonly number[] = []): Promise<number[]> {
  const found: number[] = []
  for (let port = benchPorts.first; port <= benchPorts.last && found.length < count; port++) {
    if (!taken.includes(port) && (await isFree(port))) found.push(port)
  }
  if (found.length < count) {
    throw new Error(`Fewer than ${count} free ports in ${benchPorts.first}-${benchPorts.last}`)
  }
  return found
}

export interface Started {
  name: string
  child: ChildProcess
  /** Output kept for the error message when the process dies early. */
  output: () => string
  stop: () => Promise<void>
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch (error) {
    // ESRCH: the group has already gone, which is what stopping wants.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** Starts a command in its own process group so that stopping it also ends its children. */
export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  async function stop(): Promise<void> {
    unregister()
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
    signalGroup(child.pid, 'SIGTERM')
    const killed = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ])
    if (!killed && child.exitCode === null) signalGroup(child.pid, 'SIGKILL')
  }

  const unregister = registerCleanup(stop)
  return { name, child, output: () => output, stop }
}

/** Polls `url` until it answers 2xx; PGlite takes seconds to open, so retry rather than sleep. */
export async function waitUntilReady(
  started: Started,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited with ${started.child.exitCode}:\n${started.output()}`)
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `${started.name} was not ready at ${url} within ${timeoutMs} ms:\n${started.output()}`,
  )
}

/** Runs a command to completion, streaming its output, and fails on a non-zero exit. */
export function runToCompletion(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}
