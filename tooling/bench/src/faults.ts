/**
 * Fault bench (decisions 066, 083): the api as `npm start` runs it, on a throwaway PostgreSQL
 * cluster of its own (initdb + pg_ctl, apps/api/src/testing/postgres-cluster.ts), with its mail
 * server, payment provider and push services played by the stand-ins the api's tests use (an
 * SMTP server, the Mollie stand-in, tooling/push-receiver). The six faults of decision 066, in turn
 * (`--only` picks some):
 *
 * - `database`: PostgreSQL stopped for `--outage` seconds under chat sends, then started again;
 * - `sigterm`: the api sent SIGTERM (graceful drain) and started again;
 * - `mail`: the SMTP server stopped for `--mail-outage` seconds while mails are asked for;
 * - `payment`: the provider answering 500, not answering, answering after 20 s; webhooks while
 *   its status call fails;
 * - `push`: push services answering 404/410, 429/503, and one hanging;
 * - `streams`: `--streams` live streams through the site's proxy to one api process for
 *   `--soak` seconds while `--chatters` members chat, then `--streams-two` on two api processes
 *   with the fan-out (LISTEN/NOTIFY, and Redis pub/sub with `--fanout redis://…`).
 *
 * Per fault it prints the requests acknowledged (2xx), stored, lost (acknowledged, not stored
 * or delivered: must be 0), duplicated (must be 0), the other answers and the recovery time
 * from the fault's end; the streams print delivery p50/p99, streams dropped and memory.
 *
 *   pnpm --filter @dating/bench bench:faults -- [--only database,sigterm,mail,payment,push,streams]
 *     [--senders 8] [--outage 5] [--mail-outage 60] [--streams 1000] [--soak 600]
 *     [--streams-two 5000] [--fanout redis://127.0.0.1:6379] [--ports 5700-5799]
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startMollieFake } from '../../../apps/api/src/testing/mollie-fake.ts'
import {
  type PostgresCluster,
  startPostgresCluster,
} from '../../../apps/api/src/testing/postgres-cluster.ts'
import { startSmtpSink } from '../../../apps/api/src/testing/smtp-sink.ts'
import { startPushReceiver } from '../../push-receiver/src/receiver.ts'
import { type RunningApi, startSeededApi } from './api.ts'
import { chatPairs, type FaultMember, type FaultRow, faultMembers } from './fault-members.ts'
import { mailFault, paymentFaults, pushFault } from './faults-providers.ts'
import { holdStreams, overMemoryBound, printStreams, type StreamsResult } from './faults-streams.ts'
import {
  cleanUpAll,
  freePorts,
  registerCleanup,
  startProcess,
  useBenchPorts,
  waitUntilReady,
} from './processes.ts'
import { repoRoot } from './workspace.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
  options: {
    only: { type: 'string', default: 'database,sigterm,mail,payment,push,streams' },
    senders: { type: 'string', default: '8' },
    outage: { type: 'string', default: '5' },
    'mail-outage': { type: 'string', default: '60' },
    mails: { type: 'string', default: '20' },
    streams: { type: 'string', default: '1000' },
    soak: { type: 'string', default: '600' },
    chatters: { type: 'string', default: '20' },
    'chat-rate': { type: 'string', default: '10' },
    'streams-two': { type: 'string', default: '5000' },
    fanout: { type: 'string' },
    ports: { type: 'string', default: '5700-5799' },
    'cluster-port': { type: 'string' },
  },
})
const only = new Set((values.only as string).split(','))
const senderCount = Number(values.senders)
const outageMs = Number(values.outage) * 1_000
const mailOutageMs = Number(values['mail-outage']) * 1_000
const streamCount = Number(values.streams)
const soakMs = Number(values.soak) * 1_000
const chatters = Number(values.chatters)
const chatRate = Number(values['chat-rate'])
const streamsTwo = Number(values['streams-two'])
const [firstPort, lastPort] = (values.ports as string).split('-').map(Number)
useBenchPorts({ first: firstPort as number, last: lastPort as number })
const answerWithinMs = 10_000

type Sender = { member: FaultMember; to: number; prefix: string }
type Tally = { acknowledged: string[]; statuses: Map<string, number>; firstAckAfter: number | null }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Men of the seed's largest brand, each writing to a woman (chatPairs). */
async function benchSenders(url: string, count: number): Promise<Sender[]> {
  const members = await faultMembers(url, count * 8, { credits: true })
  const run = Date.now().toString(36)
  return chatPairs(members, count).map(([from, to], index) => ({
    member: from,
    to: to.profileId,
    prefix: `f${run}${index}`,
  }))
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
          headers: {
            cookie: sender.member.cookie,
            'x-forwarded-host': sender.member.host,
            'content-type': 'application/json',
          },
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
    other: others.map(([status, n]) => `${n}× ${status}`).join(', ') || '—',
    recoveryMs: tally.firstAckAfter,
  } satisfies FaultRow
}

/** The site's production server (as `npm start` runs it) in front of `apiUrl`. */
async function startSite(port: number, apiUrl: string) {
  const siteDir = join(repoRoot, 'apps', 'site')
  const site = startProcess('site', process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: siteDir,
    env: { API_URL: apiUrl, SITE_PORT: String(port), NODE_ENV: 'production' },
  })
  registerCleanup(site.stop)
  await waitUntilReady(site, `http://127.0.0.1:${port}/robots.txt`, 120_000)
  return { url: `http://127.0.0.1:${port}`, pid: site.child.pid as number, stop: site.stop }
}

function printRows(title: string, rows: FaultRow[]) {
  console.log(`\n${title}\n`)
  console.log('| fault | acknowledged | stored | lost | duplicated | other answers | recovery |')
  console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.fault} | ${row.acknowledged} | ${row.stored} | ${row.lost} | ${row.duplicated} | ${row.other} | ${row.recoveryMs === null ? 'none' : `${(row.recoveryMs / 1000).toFixed(1)} s`} |`,
    )
  }
}

/** Members of the largest brand by use: the faults' own first, the streams' after them. */
const offsets = { mail: 80, payment: 120, push: 160, streams: 200 }

async function main() {
  let cluster: PostgresCluster | undefined
  const unregister = registerCleanup(async () => {
    await cluster?.remove()
  })
  const smtp = await startSmtpSink()
  const mollie = await startMollieFake()
  const receiver = await startPushReceiver()
  // The Mollie stand-in's certificate is self-signed (apps/api/src/testing/mollie-fake.ts).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  const apiEnv = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port()}`,
    MOLLIE_API_KEY: 'test_benchfaults1234567890123456',
    MOLLIE_API_ENDPOINT: mollie.apiEndpoint,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    PUSH_ENDPOINT_ORIGINS: receiver.origin,
  }
  const rows: FaultRow[] = []
  const streamResults: StreamsResult[] = []
  try {
    const clusterPort = values['cluster-port'] ? Number(values['cluster-port']) : undefined
    cluster = await startPostgresCluster(clusterPort ? { port: clusterPort } : {})
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    await admin.query('create database bench_faults')
    await admin.end()
    const databaseUrl = cluster.url('bench_faults')
    // The largest brand holds about 80 % of the seed's profiles.
    const wanted = only.has('streams') ? Math.max(streamCount, streamsTwo) + offsets.streams : 0
    const profiles = Math.max(2_000, Math.ceil(wanted / 0.75 / 100) * 100)
    const [port, secondPort, sitePort] = await freePorts(3)
    let api = await startSeededApi(port as number, ['--if-empty', '--profiles', String(profiles)], {
      databaseUrl,
      apiEnv,
    })
    const restartedCluster = cluster
    if (only.has('database') || only.has('sigterm')) {
      const senders = await benchSenders(databaseUrl, senderCount)
      if (only.has('database')) {
        rows.push(
          await runFault(
            `database: PostgreSQL stopped ${outageMs / 1000} s and started`,
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
      }
      if (only.has('sigterm')) {
        rows.push(
          await runFault(
            'sigterm: api drained and started again',
            databaseUrl,
            () => api,
            senders,
            () => api.stop(),
            async () => {
              api = await startSeededApi(port as number, ['--if-empty'], { databaseUrl, apiEnv })
            },
          ),
        )
      }
    }
    if (only.has('mail')) {
      rows.push(
        await mailFault({
          apiUrl: api.baseUrl,
          databaseUrl,
          smtp,
          members: await faultMembers(databaseUrl, Number(values.mails), {
            offset: offsets.mail,
            emails: true,
          }),
          outageMs: mailOutageMs,
        }),
      )
    }
    if (only.has('payment')) {
      rows.push(
        ...(await paymentFaults({
          apiUrl: api.baseUrl,
          databaseUrl,
          mollie,
          members: await faultMembers(databaseUrl, 20, { offset: offsets.payment }),
        })),
      )
    }
    if (only.has('push')) {
      const [liker, ...liked] = await faultMembers(databaseUrl, 11, {
        offset: offsets.push,
        credits: true,
      })
      rows.push(
        await pushFault({
          apiUrl: api.baseUrl,
          databaseUrl,
          receiver,
          liker: liker as FaultMember,
          members: liked,
        }),
      )
    }
    if (rows.length > 0) printRows('Faults', rows)

    if (only.has('streams')) {
      const streamers = await faultMembers(databaseUrl, Math.max(streamCount, streamsTwo), {
        offset: offsets.streams,
      })
      // The chatters are paid members: the free limits would refuse most of their sends.
      const paid = new pg.Client({ connectionString: databaseUrl })
      await paid.connect()
      await paid.query(
        `insert into credit_ledger (user_id, delta, reason, reference)
         select user_id, 100000, 'purchase', 'bench-faults-soak-' || user_id
           from unnest($1::int[]) as c (user_id) on conflict do nothing`,
        [
          chatPairs(streamers, Math.floor(chatters / 2))
            .flat()
            .map((member) => member.userId),
        ],
      )
      await paid.end()
      const site = await startSite(sitePort as number, api.baseUrl)
      const siteTarget = { name: 'site', url: site.url, sendUrl: site.url }
      streamResults.push(
        await holdStreams({
          label: `${streamCount} streams, one api process behind the site`,
          streamers: streamers.slice(0, streamCount),
          chatters,
          rate: chatRate,
          soakMs,
          targets: [siteTarget],
          processes: [
            { name: 'api', pid: api.pid as number },
            { name: 'site', pid: site.pid },
          ],
        }),
      )
      await site.stop()
      printStreams(streamResults)
      if (streamsTwo > 0) {
        const fanouts: [string, Record<string, string>][] = [['LISTEN/NOTIFY', {}]]
        if (values.fanout) fanouts.push(['Redis', { LIVE_FANOUT_URL: values.fanout }])
        for (const [fanout, env] of fanouts) {
          await api.stop()
          const pair = [
            await startSeededApi(port as number, [], {
              databaseUrl,
              apiEnv: { ...apiEnv, ...env },
            }),
            await startSeededApi(secondPort as number, [], {
              databaseUrl,
              apiEnv: { ...apiEnv, ...env },
            }),
          ] as const
          const [first, second] = pair
          streamResults.push(
            await holdStreams({
              label: `${streamsTwo} streams on two api processes, ${fanout}`,
              streamers: streamers.slice(0, streamsTwo),
              chatters,
              rate: chatRate,
              soakMs: Math.min(soakMs, 120_000),
              // A message goes to the process that does not hold the recipient's stream.
              targets: [
                { name: 'api a', url: first.baseUrl, sendUrl: second.baseUrl },
                { name: 'api b', url: second.baseUrl, sendUrl: first.baseUrl },
              ],
              processes: [
                { name: 'api a', pid: first.pid as number },
                { name: 'api b', pid: second.pid as number },
              ],
            }),
          )
          await second.stop()
          api = first
        }
        printStreams(streamResults)
      }
    }
    await api.stop()
    if (rows.length > 0) printRows('Faults', rows)
    if (
      rows.some((row) => row.lost > 0 || row.duplicated > 0) ||
      streamResults.some(
        (result) =>
          result.notDelivered > 0 ||
          result.failedSends > 0 ||
          result.dropped > 0 ||
          overMemoryBound(result).length > 0,
      )
    ) {
      process.exitCode = 1
    }
  } finally {
    unregister()
    await cleanUpAll()
    await cluster?.remove()
    await smtp.stop()
    await mollie.stop()
    await receiver.close()
  }
}

main().catch(async (error: unknown) => {
  console.error(error)
  await cleanUpAll()
  process.exit(1)
})
