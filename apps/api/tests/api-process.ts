/** The api as `npm start` runs it, in a child process: for the tests of several processes. */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('..', import.meta.url))

export type ApiProcess = { name: string; child: ChildProcess; url: string; output: string[] }

/** Starts the api on a port it picks; answers once it listens. */
export function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, API_PORT: '0', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${name} did not start:\n${output.join('')}`))
    }, 90_000)
    child.on('exit', (code) =>
      reject(new Error(`${name} exited with ${code}:\n${output.join('')}`)),
    )
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString())
        const listening = output.join('').match(/api listening on (http:\/\/[\d.]+:\d+)/)
        if (listening?.[1]) {
          clearTimeout(timer)
          resolve({ name, child, url: listening[1], output })
        }
      })
    }
  })
}

/** SIGTERM, and the exit code once the process has left. */
export function stopProcess(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode !== null) return Promise.resolve(api.child.exitCode)
  return new Promise((resolve) => {
    api.child.once('exit', (code) => resolve(code))
    api.child.kill('SIGTERM')
  })
}
