/**
 * A throwaway PostgreSQL cluster for fault tests and the faults bench: `initdb` + `pg_ctl` of
 * the machine's PostgreSQL (/usr/lib/postgresql/<version>/bin), in a temporary folder, on its
 * own port, so a test may stop and start the server without touching anyone else's. As root
 * (initdb refuses root) the commands run as the `postgres` user.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const postgresRoot = '/usr/lib/postgresql'

/** The bin folder of the newest PostgreSQL installed, or null when there is none. */
export function postgresBinDir(): string | null {
  if (!existsSync(postgresRoot)) return null
  const versions = readdirSync(postgresRoot)
    .filter((version) => existsSync(join(postgresRoot, version, 'bin', 'initdb')))
    .sort((left, right) => Number(right) - Number(left))
  return versions[0] ? join(postgresRoot, versions[0], 'bin') : null
}

export type PostgresCluster = {
  port: number
  /** The url of a database of the cluster (`postgres` by default). */
  url: (database?: string) => string
  /** Stops the server (fast shutdown: sessions are cut, as in a real restart). */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops the server if it runs and deletes the folder. */
  remove: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Creates and starts a cluster on `port` (default: a free one), trust auth, user postgres. */
export async function startPostgresCluster(
  options: { port?: number } = {},
): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  if (!bin) throw new Error(`No PostgreSQL under ${postgresRoot}`)
  const port = options.port ?? (await freePort())
  const folder = await mkdtemp(join(tmpdir(), 'pg-cluster-'))
  const dataDir = join(folder, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) await chown(folder, ...(await postgresIds()))
  const command = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : run(join(bin, name), args)
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ')
  const start = async () => {
    await command('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      join(folder, 'log'),
      '-w',
      'start',
    ])
  }
  const stop = async () => {
    await command('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  }
  try {
    await command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ])
    await start()
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    remove: async () => {
      await stop().catch(() => {})
      await rm(folder, { recursive: true, force: true })
    },
  }
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  return [Number(uid.trim()), Number(gid.trim())]
}
