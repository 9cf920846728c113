/**
 * Runs the api for real: a database (in-memory PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set, each test file in its own throwaway database), a media folder, and the app served
 * by @hono/node-server on a free port.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { and, desc, eq } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '../src/app.ts'
import type { AppDeps } from '../src/http/context.ts'
import {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type SqlExecutor,
} from '../src/db/client.ts'
import { outbox } from '../src/db/schema.ts'
import { createFsMediaStore } from '../src/media/fs-store.ts'
import type { MediaStore } from '../src/media/store.ts'
import { keepIdleConnections } from '../src/http/keep-alive.ts'
import { defaultTestPassword, type StaffAccount } from '../src/testing/builders.ts'

export type BackendName = 'pglite' | 'postgres'

export const backends: BackendName[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export type Api = {
  backend: BackendName
  db: Database
  media: MediaStore
  mediaDir: string
  baseUrl: string
  logLines: string[]
  /** fetch against the api; `host` becomes X-Forwarded-Host (what the site's proxy sends). */
  request: (path: string, init?: RequestInit & { host?: string }) => Promise<Response>
  stop: () => Promise<void>
}

export type TestDatabase = DatabaseHandle & {
  /** The PostgreSQL url of the throwaway database; undefined on PGlite (in memory). */
  url: string | undefined
  drop: () => Promise<void>
}

let pgliteImage: Promise<Blob> | undefined

/** The migrated PGlite of this run (tests/global-setup.ts), read once per worker. */
function migratedPgliteImage(): Promise<Blob> | undefined {
  const path = inject('pgliteImagePath')
  if (!path) return undefined
  pgliteImage ??= readFile(path).then((bytes) => new Blob([bytes]))
  return pgliteImage
}

/**
 * In-memory PGlite, or a throwaway PostgreSQL database dropped by `drop`; both start from the
 * run's migrated database (tests/global-setup.ts) and are brought up to date from there.
 */
export async function openTestDatabase(backend: BackendName): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const image = await migratedPgliteImage()
    return {
      ...(await createDatabase(image ? { pgliteImage: image } : {})),
      url: undefined,
      drop: async () => {},
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `api_test_${randomBytes(6).toString('hex')}`
  const template = inject('postgresTemplate')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await createDatabase({ url: url.toString() })
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      try {
        // Closed pool connections may take a moment to leave the server.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await dropper.query(`drop database if exists ${name}`)
            break
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
      } finally {
        await dropper.end()
      }
    },
  }
}

type ApiOptions = Partial<Omit<AppDeps, 'db' | 'media'>>

/** `options` may be a function of the database, for deps built on it (a mail service, jobs). */
export async function startApi(
  backend: BackendName,
  options:
    | ApiOptions
    | ((
        db: Database,
        execute: SqlExecutor,
        database: DatabaseHandle,
      ) => ApiOptions | Promise<ApiOptions>) = {},
): Promise<Api> {
  const database = await openTestDatabase(backend)
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-media-'))
  const media = createFsMediaStore(mediaDir)
  const logLines: string[] = []
  const extra =
    typeof options === 'function' ? await options(database.db, database.execute, database) : options
  const app = createApp({
    db: database.db,
    media,
    log: (line) => logLines.push(line),
    siteCacheMs: 0,
    ...extra,
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    )
  })
  keepIdleConnections(server)
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    backend,
    db: database.db,
    media,
    mediaDir,
    baseUrl,
    logLines,
    request: (path, init = {}) => {
      const { host, ...rest } = init
      const headers = new Headers(rest.headers)
      if (host) headers.set('x-forwarded-host', host)
      return fetch(`${baseUrl}${path}`, { ...rest, headers, redirect: 'manual' })
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await extra.jobs?.stop()
      await extra.live?.stop()
      await database.close()
      await database.drop()
      await rm(mediaDir, { recursive: true, force: true })
    },
  }
}

/** The `name=value` of a Set-Cookie header for a cookie name, or undefined. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
}

/** `sid=...` ready for a Cookie header, from a login response. */
export function sessionFrom(response: Response): string {
  const cookie = setCookie(response, 'sid')
  if (!cookie) throw new Error('No session cookie was set')
  return cookie.split(';')[0] as string
}

export function json(body: unknown, init: RequestInit & { host?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json')
  return { ...init, headers, body: JSON.stringify(body) }
}

/** A request on a brand's host with a session cookie (or none, for null), for `api.request`. */
export function withSession(host: string, cookie: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (cookie) headers.set('cookie', cookie)
  return { ...init, host, headers }
}

/** Logs a member in on a brand's host and answers `sid=...` ready for a Cookie header. */
export async function loginAs(
  api: Api,
  host: string,
  email: string,
  password = defaultTestPassword,
): Promise<string> {
  const response = await api.request('/api/user.php', {
    method: 'POST',
    host,
    ...json({ email, password }),
  })
  return sessionFrom(response)
}

/** Mails of one template in the outbox, to an address or to a member, newest first. */
export function outboxMails(
  api: Api,
  mail: { kind: string } & ({ to: string } | { userId: number }),
) {
  return api.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, mail.kind),
        'to' in mail ? eq(outbox.to, mail.to) : eq(outbox.userId, mail.userId),
      ),
    )
    .orderBy(desc(outbox.id))
}

/** The token in the newest such mail, the first group of `link` in its text. */
export async function mailedToken(
  api: Api,
  mail: { kind: string } & ({ to: string } | { userId: number }),
  link: RegExp,
): Promise<string> {
  const [newest] = await outboxMails(api, mail)
  const token = newest?.text.match(link)?.[1]
  if (!token) {
    const recipient = 'to' in mail ? mail.to : `user ${mail.userId}`
    throw new Error(`No ${mail.kind} link was mailed to ${recipient}`)
  }
  return token
}

/** Logs a staff member into the back office and answers `staff_sid=...` for a Cookie header. */
export async function staffLogin(api: Api, account: Pick<StaffAccount, 'email' | 'password'>) {
  const response = await api.request('/api/staff/login.php', {
    method: 'POST',
    host: 'backoffice.test',
    ...json({ email: account.email, password: account.password }),
  })
  const cookie = setCookie(response, 'staff_sid')
  if (!cookie) throw new Error(`No staff session: ${response.status} ${await response.text()}`)
  return cookie.split(';')[0] as string
}

/** A back-office request (on the back office's host) with a staff cookie, or none for null. */
export function asStaff(cookie: string | null, init: RequestInit = {}) {
  return withSession('backoffice.test', cookie, init)
}
