/**
 * Fault bench: the api as `npm start` runs it, on a throwaway PostgreSQL cluster of its own
 * (initdb + pg_ctl, apps/api/src/testing/postgres-cluster.ts), under a steady stream of chat
 * sends with client message ids (retried on 503, as the site does). Two faults in turn:
 *
 * - `database`: PostgreSQL stopped for `--outage` seconds, then started again;
 * - `sigterm`: the api sent SIGTERM (graceful drain) and started again.
 *
 * Per fault it prints the requests acknowledged (2xx), the messages stored, lost (acknowledged,
 * not stored: must be 0), duplicated (stored twice: must be 0), the other answers by status and
 * the recovery time (from the fault's end to the first acknowledged send). The mail, payment
 * provider and push faults are covered by the api's tests (docs/scaling.md).
 *
 *   pnpm --filter @dating/bench bench:faults -- [--senders 8] [--outage 5] [--cluster-port 5851]
 */
import { createHash, randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import {
  type PostgresCluster,
  startPostgresCluster,
} from '../../../apps/api/src/testing/postgres-cluster.ts'
import { startSeededApi, type RunningApi } from './api.ts'
import { cleanUpAll, freePorts, registerCleanup } from './processes.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
  options: {
    senders: { type: 'string', default: '8' },
    outage: { type: 'string', default: '5' },
    'cluster-port': { type: 'string' },
  },
})
const senderCount = Number(values.senders)
const outageMs = Number(values.outage) * 1_000
const answerWithinMs = 10_000

type Sender = { cookie: string; to: number; prefix: string }
type Tally = { acknowledged: string[]; statuses: Map<string, number>; firstAckAfter: number | null }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function benchSenders(url: string, count: number): Promise<Sender[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ profile_id: number; user_id: number }>(
      `select p.id as profile_id, p.user_id from profiles p join users u on u.id = p.user_id
        where p.status = 'active' and u.status = 'active'
          and p.site_id = (select site_id from profiles group by site_id order by count(*) desc limit 1)
          and not exists (select 1 from blocks b
                           where b.blocker_profile_id = p.id or b.blocked_profile_id = p.id)
        order by p.id limit $1`,
      [count * 2],
    )
    const run = randomBytes(4).toString('hex')
    const senders: Sender[] = []
    for (let index = 0; index < count; index += 1) {
      const from = rows[index]
      const to = rows[index + count]
      if (!from || !to) throw new Error('Too few members in the seed')
      const token = randomBytes(32).toString('base64url')
      await client.query(
        `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [createHash('sha256').update(token).digest('hex'), from.user_id],
      )
      await client.query(
        `insert into credit_ledger (user_id, delta, reason, reference) values ($1, 100000, 'purchase', $2)`,
        [from.user_id, `bench-faults-${run}-${from.user_id}`],
      )
      senders.push({ cookie: `sid=${token}`, to: to.profile_id, prefix: `f${run}${index}` })
    }
    return senders
  } finally {
    await client.end()
  }
}

/** Sends until `running()` is false; a 503 or no answer is sent again with the same id. */
async function sendLoop(
  baseUrl: () => string,
  sender: Sender,
  tally: Tally,
  running: () => boolean,
  faultEnded: () => number | null,
) {
  let sequence = 0
  while (running()) {
    sequence += 1
    const clientId = `${sender.prefix}-${sequence.toString().padStart(6, '0')}`
    for (;;) {
      let status: string
      try {
        const response = await fetch(`${baseUrl()}/api/message.php`, {
          method: 'POST',
          headers: { cookie: sender.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            profile_id: sender.to,
            client_message_id: clientId,
            text: clientId,
          }),
          signal: AbortSignal.timeout(answerWithinMs),
        })
        await response.body?.cancel()
        status = String(response.status)
      } catch (error) {
        status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer'
      }
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
      if (status === '200') {
        tally.acknowledged.push(clientId)
        const ended = faultEnded()
        if (ended !== null && tally.firstAckAfter === null) tally.firstAckAfter = Date.now() - ended
        break
      }
      if (!running()) break
      await pause(250)
    }
  }
}

async function stored(url: string, ids: string[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ client_message_id: string; n: string }>(
      `select client_message_id, count(*) as n from messages
        where client_message_id = any($1::text[]) group by client_message_id`,
      [ids],
    )
    const counts = new Map(rows.map((row) => [row.client_message_id, Number(row.n)]))
    return {
      stored: rows.reduce((sum, row) => sum + Number(row.n), 0),
      lost: ids.filter((id) => !counts.has(id)).length,
      duplicated: rows.filter((row) => Number(row.n) > 1).length,
    }
  } finally {
    await client.end()
  }
}

async function runFault(
  name: string,
  databaseUrl: string,
  api: () => RunningApi,
  senders: Sender[],
  inject: () => Promise<void>,
  recover: () => Promise<void>,
) {
  const tally: Tally = { acknowledged: [], statuses: new Map(), firstAckAfter: null }
  let running = true
  let faultEnded: number | null = null
  const loops = senders.map((sender) =>
    sendLoop(
      () => api().baseUrl,
      sender,
      tally,
      () => running,
      () => faultEnded,
    ),
  )
  await pause(3_000)
  await inject()
  await recover()
  faultEnded = Date.now()
  const deadline = Date.now() + 60_000
  while (tally.firstAckAfter === null && Date.now() < deadline) await pause(100)
  await pause(3_000)
  running = false
  await Promise.all(loops)
  const counts = await stored(databaseUrl, tally.acknowledged)
  const others = [...tally.statuses].filter(([status]) => status !== '200')
  return {
    fault: name,
    acknowledged: tally.acknowledged.length,
    ...counts,
    refused: others.map(([status, n]) => `${n}× ${status}`).join(', ') || '—',
    recoveryMs: tally.firstAckAfter,
  }
}

async function main() {
  let cluster: PostgresCluster | undefined
  const unregister = registerCleanup(async () => {
    await cluster?.remove()
  })
  try {
    const clusterPort = values['cluster-port'] ? Number(values['cluster-port']) : undefined
    cluster = await startPostgresCluster(clusterPort ? { port: clusterPort } : {})
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    await admin.query('create database bench_faults')
    await admin.end()
    const databaseUrl = cluster.url('bench_faults')
    const [port] = await freePorts(1)
    let api = await startSeededApi(port as number, ['--if-empty'], { databaseUrl })
    const senders = await benchSenders(databaseUrl, senderCount)
    const rows = []
    const restartedCluster = cluster
    rows.push(
      await runFault(
        'database: PostgreSQL stopped and started',
        databaseUrl,
        () => api,
        senders,
        async () => {
          await restartedCluster.stop()
          await pause(outageMs)
        },
        () => restartedCluster.start(),
      ),
    )
    rows.push(
      await runFault(
        'sigterm: api drained and started again',
        databaseUrl,
        () => api,
        senders,
        () => api.stop(),
        async () => {
          api = await startSeededApi(port as number, ['--if-empty'], { databaseUrl })
        },
      ),
    )
    await api.stop()
    console.log(`\nFaults (${senderCount} senders, outage ${outageMs / 1000} s)\n`)
    console.log('| fault | acknowledged | stored | lost | duplicated | other answers | recovery |')
    console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: |')
    for (const row of rows) {
      console.log(
        `| ${row.fault} | ${row.acknowledged} | ${row.stored} | ${row.lost} | ${row.duplicated} | ${row.refused} | ${row.recoveryMs === null ? 'none' : `${(row.recoveryMs / 1000).toFixed(1)} s`} |`,
      )
    }
    if (rows.some((row) => row.lost > 0 || row.duplicated > 0)) process.exitCode = 1
  } finally {
    unregister()
    await cleanUpAll()
    await cluster?.remove()
  }
}

main().catch(async (error: unknown) => {
  console.error(error)
  await cleanUpAll()
  process.exit(1)
})
