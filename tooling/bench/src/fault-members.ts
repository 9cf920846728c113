/**
 * Seeded members for the faults bench: active members of the brand with the most of them, none
 * in a block, each given a session straight in the table (logging in thousands of times would
 * bench argon2) and, when asked, credits bought (paid members, whom the free limits do not
 * stop).
 */
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

export type FaultMember = {
  profileId: number
  userId: number
  email: string
  /** `sid=…` for a Cookie header. */
  cookie: string
  /** The brand's domain, sent as X-Forwarded-Host (the api picks the brand by host). */
  host: string
  gender: string
  sexuality: string
}

/**
 * `count` members who may write to each other, as pairs: a man and a woman who both look for
 * the other (the api refuses a message its recipient's search would never show: 403).
 */
export function chatPairs(members: FaultMember[], count: number): [FaultMember, FaultMember][] {
  const of = (gender: string) =>
    members.filter((member) => member.gender === gender && member.sexuality === 'hetero')
  const men = of('male')
  const women = of('female')
  if (men.length < count || women.length < count) {
    throw new Error(`Fewer than ${count} men and women to pair among ${members.length} members`)
  }
  return men.slice(0, count).map((man, index) => [man, women[index] as FaultMember])
}

export async function faultMembers(
  databaseUrl: string,
  count: number,
  options: { offset?: number; credits?: boolean; emails?: boolean } = {},
): Promise<FaultMember[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{
      profile_id: number
      user_id: number
      email: string | null
      domain: string
      gender: string
      sexuality: string
    }>(
      `with brand as (
         select p.site_id from profiles p join users u on u.id = p.user_id
          where p.status = 'active' and u.status = 'active'
          group by p.site_id order by count(*) desc limit 1)
       select p.id as profile_id, p.user_id, u.email, s.domain, p.gender, p.sexuality
         from profiles p join users u on u.id = p.user_id join sites s on s.id = p.site_id
        where p.status = 'active' and u.status = 'active'
          and p.site_id = (select site_id from brand)
          and not exists (select 1 from blocks b
                           where b.blocker_profile_id = p.id or b.blocked_profile_id = p.id)
        order by p.id offset $1 limit $2`,
      [options.offset ?? 0, count],
    )
    if (rows.length < count) {
      throw new Error(`Only ${rows.length} of ${count} members in the seed's largest brand`)
    }
    const tokens = rows.map(() => randomBytes(32).toString('base64url'))
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select hash, user_id, now() + interval '1 day' from unnest($1::text[], $2::int[]) as s (hash, user_id)`,
      [
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        rows.map((row) => row.user_id),
      ],
    )
    if (options.emails) {
      // Most seeded members have no address (they never log in): give them one of the bench's.
      const updated = await client.query<{ id: number; email: string }>(
        `update users set email = coalesce(email, 'bench.faults.' || id || '@example.com')
          where id = any($1::int[]) returning id, email`,
        [rows.map((row) => row.user_id)],
      )
      const emails = new Map(updated.rows.map((row) => [row.id, row.email]))
      for (const row of rows) row.email = emails.get(row.user_id) ?? row.email
    }
    if (options.credits) {
      const run = randomBytes(4).toString('hex')
      await client.query(
        `insert into credit_ledger (user_id, delta, reason, reference)
         select user_id, 100000, 'purchase', 'bench-faults-' || $2 || '-' || user_id
           from unnest($1::int[]) as c (user_id)`,
        [rows.map((row) => row.user_id), run],
      )
    }
    return rows.map((row, index) => ({
      profileId: row.profile_id,
      userId: row.user_id,
      email: row.email ?? '',
      cookie: `sid=${tokens[index]}`,
      host: row.domain,
      gender: row.gender,
      sexuality: row.sexuality,
    }))
  } finally {
    await client.end()
  }
}

/** Runs `sql` on a connection of its own. */
export async function query<T extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** A request to the api as `member` (JSON body when given). */
export function asMember(
  member: FaultMember,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): RequestInit {
  const headers: Record<string, string> = {
    cookie: member.cookie,
    'x-forwarded-host': member.host,
  }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    ...(init.signal ? { signal: init.signal } : {}),
  }
}

export type FaultRow = {
  fault: string
  acknowledged: number
  stored: number
  lost: number
  duplicated: number
  /** Other answers and what else the fault showed. */
  other: string
  /** From the fault's end to recovery, in ms (null: never within the bench's wait). */
  recoveryMs: number | null
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `probe` every `everyMs` until it is true or `withinMs` passed; answers whether it was. */
export async function waitFor(
  probe: () => Promise<boolean> | boolean,
  withinMs: number,
  everyMs = 500,
): Promise<boolean> {
  const deadline = Date.now() + withinMs
  for (;;) {
    if (await probe()) return true
    if (Date.now() >= deadline) return false
    await pause(everyMs)
  }
}
