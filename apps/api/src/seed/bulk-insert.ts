import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'

/** `{"a","b c"}`: a PostgreSQL array literal. */
function arrayLiteral(values: readonly unknown[]): string {
  const quoted = values.map(
    (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  )
  return `{${quoted.join(',')}}`
}

/** Every value travels as text and is cast back by PostgreSQL, so both drivers agree. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return arrayLiteral(value)
  return String(value)
}

/**
 * Inserts many rows with one parameter per column (`insert ... select from unnest($1, $2 ...)`),
 * which PostgreSQL and PGlite parse and plan once per batch instead of once per value.
 * Rows must all set the same keys; values are plain (no drizzle defaults or custom mappers).
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const columns = getTableColumns(table)
  const keys = Object.keys(first).filter((key) => key in columns)
  const names: SQL[] = []
  const params: SQL[] = []
  const selects: SQL[] = []
  keys.forEach((key, i) => {
    const column = columns[key]
    if (!column) return
    const values = rows.map((row) => asText((row as Record<string, unknown>)[key]))
    names.push(sql`${sql.identifier(column.name)}`)
    params.push(sql`${sql.param(values)}::text[]`)
    selects.push(sql`${sql.identifier(`c${i}`)}::${sql.raw(column.getSQLType())}`)
  })
  const aliases = keys.map((_, i) => sql.identifier(`c${i}`))
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as t(${sql.join(aliases, sql`, `)})`,
  )
}
