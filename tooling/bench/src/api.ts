import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Started,
  registerCleanup,
  runToCompletion,
  startProcess,
  waitUntilReady,
} from './processes.ts'
import { pnpmCommand, repoRoot } from './workspace.ts'

export interface RunningApi {
  baseUrl: string
  /** The api's process id (for its memory); unset for an api the bench did not start. */
  pid?: number
  stop: () => Promise<void>
}

/**
 * Seeds a throwaway PGlite database (or the given empty PostgreSQL database, which the caller
 * created and drops) with the api's own seed script and starts the api on it, exactly as
 * `npm start` would. `seedArgs` picks the data set (e.g. `--profiles 1000000`); none: no seed.
 */
export async function startSeededApi(
  port: number,
  seedArgs: readonly string[],
  options: {
    databaseUrl?: string
    nodeArgs?: readonly string[]
    /** More of the api's environment, e.g. `READ_CACHE`. */
    apiEnv?: Record<string, string>
    /**
     * A data directory the api's seed has already filled (e.g. `npm test`'s): the api runs on a
     * throwaway copy of it and the seed only checks it (`--if-empty` then takes seconds).
     */
    seededDataDir?: string
  } = {},
): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-bench-'))
  if (options.seededDataDir) cpSync(options.seededDataDir, dataDir, { recursive: true })
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'production' }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  let api: Started | undefined
  const stop = async () => {
    unregister()
    await api?.stop()
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  const unregister = registerCleanup(stop)
  try {
    const pnpm = pnpmCommand()
    // No seed arguments: the database was seeded before (another process of the same run).
    if (seedArgs.length > 0) {
      console.log(
        options.databaseUrl
          ? 'Seeding the given PostgreSQL database …'
          : options.seededDataDir
            ? `Copied the seeded data of ${options.seededDataDir} to ${dataDir} …`
            : `Seeding a throwaway database in ${dataDir} …`,
      )
      await runToCompletion(
        pnpm.command,
        [...pnpm.args, '--filter', '@dating/api', 'seed', ...seedArgs],
        {
          cwd: repoRoot,
          env,
        },
      )
    }
    // The api's `start` script (`tsx src/main.ts`) without pnpm in between, so that stopping
    // waits for the api itself to close its database before the directory goes.
    const nodeArgs = [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts']
    api = startProcess('api', process.execPath, nodeArgs, {
      cwd: join(repoRoot, 'apps', 'api'),
      env: { ...env, ...options.apiEnv, API_PORT: String(port), API_HOST: '127.0.0.1' },
    })
    const baseUrl = `http://127.0.0.1:${port}`
    await waitUntilReady(api, `${baseUrl}/api/health`, 120_000)
    return { baseUrl, ...(api.child.pid ? { pid: api.child.pid } : {}), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Logs in and returns the Cookie header of the new session. */
export async function loginCookie(
  baseUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok)
    throw new Error(`Login as ${email} failed with ${response.status}: ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  if (!cookie.includes('sid=')) throw new Error(`Login as ${email} set no session cookie`)
  return cookie
}

/** One request before measuring, so a broken target fails loudly instead of scoring errors. */
export async function expectOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
}
