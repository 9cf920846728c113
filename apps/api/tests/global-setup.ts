/**
 * Once per `vitest run`: the migrated database every test file starts from, so no file spends
 * its first seconds on the migrations. PGlite's is a dumped data directory in a temporary
 * file; PostgreSQL's (with TEST_DATABASE_URL) a template database, dropped at the end.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase, dumpMigratedPglite } from '../src/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped, migrated PGlite data directory (tests/harness.ts loads it). */
    pgliteImagePath: string
    /** The migrated PostgreSQL database test databases are copied from; '' without one. */
    postgresTemplate: string
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'api-test-image-'))
  const imagePath = join(folder, 'migrated.tar')
  await writeFile(imagePath, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()))
  project.provide('pgliteImagePath', imagePath)

  const adminUrl = process.env.TEST_DATABASE_URL
  const template = adminUrl ? `api_template_${randomBytes(6).toString('hex')}` : ''
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${template}`)
    const url = new URL(adminUrl)
    url.pathname = `/${template}`
    const handle = await createDatabase({ url: url.toString(), readCache: false })
    await handle.close()
  }
  project.provide('postgresTemplate', template)

  return async () => {
    await rm(folder, { recursive: true, force: true })
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`)
  }
}
