import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { invisibleProfiles } from './schema.ts'

/**
 * The profile in `column` is not in invisible mode: for search, likes and the match finder.
 * An anti-join on the small invisible_profiles table, by its primary key.
 */
export function notInvisible(column: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${invisibleProfiles} as ip where ip.profile_id = ${column})`
}
