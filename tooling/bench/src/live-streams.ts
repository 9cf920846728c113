/**
 * Live stream bench (docs/decisions/016-live-stream.md): seeds the given PostgreSQL database
 * (once: `--if-empty`), starts the api on it, opens one live stream for each of `--streams`
 * seeded members, pairs them into conversations and has them write to each other at a steady
 * `--rate` messages a second for `--seconds` (after `--warmup` unmeasured seconds). Each
 * message goes from a different member than the one before (round robin over every member),
 * so many senders and conversations share the load as they would in production. It reports
 * the delivery latency p50/p99, from the send request leaving to the message event reaching
 * the recipient's stream, and the send (HTTP answer) latency beside it.
 *
 *   pnpm --filter @dating/bench bench:live -- --database-url postgres://…/bench_live \
 *     [--streams 1000] [--rate 100] [--seconds 30] [--warmup 3] [--port 4630]
 *
 * With `--api-url` it measures an api already running on that database (to profile it).
 */
import { createHash, randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startSeededApi } from './api.ts'
import { quantile } from './load.ts'
import { cleanUpAll, freePorts } from './processes.ts'

const { values } = parseArgs({
  // pnpm passes the `--` before the options through.
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
  options: {
    'database-url': { type: 'string' },
    streams: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string' },
    'api-url': { type: 'string' },
  },
})
const databaseUrl = values['database-url']
if (!databaseUrl) {
  console.error('--database-url of a PostgreSQL database (empty, or seeded by a run before)')
  process.exit(2)
}
const streamCount = Number(values.streams)
const rate = Number(values.rate)
const seconds = Number(values.seconds)
const warmupSeconds = Number(values.warmup)
if (streamCount < 2 || streamCount % 2 !== 0) {
  console.error('--streams must be an even number of at least 2 (members chat in pairs)')
  process.exit(2)
}

type Member = { profileId: number; userId: number; cookie: string; partner: number }

/**
 * Members of the brand with the most active profiles, none in a block, each given a session
 * (straight in the table: logging in 1,000 times would bench argon2) and credits with a
 * purchase, so they are paid members whom the free limits do not stop.
 */
async function benchMembers(client: pg.Client): Promise<Member[]> {
  const { rows } = await client.query<{ profile_id: number; user_id: number }>(
    `with brand as (
       select p.site_id from profiles p join users u on u.id = p.user_id
        where p.status = 'active' and u.status = 'active'
        group by p.site_id order by count(*) desc limit 1)
     select p.id as profile_id, p.user_id from profiles p join users u on u.id = p.user_id
      where p.status = 'active' and u.status = 'active' and p.site_id = (select site_id from brand)
        and not exists (select 1 from blocks b
                         where b.blocker_profile_id = p.id or b.blocked_profile_id = p.id)
      order by p.id limit $1`,
    [streamCount],
  )
  if (rows.length < streamCount) throw new Error(`Only ${rows.length} members can stream`)
  const run = randomBytes(4).toString('hex')
  const members: Member[] = []
  for (const [index, row] of rows.entries()) {
    const token = randomBytes(32).toString('base64url')
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), row.user_id],
    )
    await client.query(
      `insert into credit_ledger (user_id, delta, reason, reference) values ($1, 100000, 'purchase', $2)`,
      [row.user_id, `bench-live-${run}-${row.user_id}`],
    )
    const half = streamCount / 2
    members.push({
      profileId: row.profile_id,
      userId: row.user_id,
      cookie: `sid=${token}`,
      partner: index < half ? index + half : index - half,
    })
  }
  return members
}

/** Opens a stream; `onMessage` gets the text of every message event that arrives on it. */
async function openStream(
  baseUrl: string,
  member: Member,
  onMessage: (text: string, receiver: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/live.php`, {
    headers: { cookie: member.cookie },
    signal,
  })
  if (!response.ok || !response.body) throw new Error(`live.php answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let ready: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    ready = resolve
  })
  ;(async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
        if (block.includes('event: ready')) ready()
        const data = block.split('\n').find((line) => line.startsWith('data:'))
        if (block.includes('event: message') && data) {
          const message = (JSON.parse(data.slice(5)) as { message: { text: string } }).message
          onMessage(message.text, member.profileId)
        }
      }
    }
  })().catch(() => {})
  await opened
}

type Sent = { startedAt: number; recipient: number; measured: boolean }

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => quantile(sorted, q).toFixed(1)
  return `${label}: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`
}

async function main(): Promise<void> {
  const api = values['api-url']
    ? { baseUrl: values['api-url'], stop: async () => {} }
    : await startSeededApi(
        values.port ? Number(values.port) : ((await freePorts(1))[0] as number),
        ['--if-empty'],
        { databaseUrl },
      )
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const abort = new AbortController()
  try {
    const members = await benchMembers(admin)
    const inFlight = new Map<string, Sent>()
    const delivery: number[] = []
    const sendAnswer: number[] = []
    let delivered = 0
    let lost = 0
    const onMessage = (text: string, receiver: number) => {
      const sent = inFlight.get(text)
      // Senders see their own messages on their streams too; only the recipient's counts.
      if (!sent || receiver !== sent.recipient) return
      inFlight.delete(text)
      delivered += 1
      if (sent.measured) delivery.push(performance.now() - sent.startedAt)
    }
    console.log(`Opening ${members.length} streams …`)
    for (let index = 0; index < members.length; index += 50) {
      await Promise.all(
        members
          .slice(index, index + 50)
          .map((member) => openStream(api.baseUrl, member, onMessage, abort.signal)),
      )
    }

    const warmup = Math.round(rate * warmupSeconds)
    const total = warmup + Math.round(rate * seconds)
    console.log(
      `${members.length} members write to each other at ${rate} messages a second: ${warmupSeconds} s warm-up, ${seconds} s measured …`,
    )
    const failures: number[] = []
    const sends: Promise<void>[] = []
    const start = performance.now()
    for (let n = 0; n < total; n += 1) {
      const due = start + (n * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const sender = members[n % members.length] as Member
      const recipient = members[sender.partner] as Member
      const text = `bench ${n} ${randomBytes(4).toString('hex')}`
      const startedAt = performance.now()
      const measured = n >= warmup
      inFlight.set(text, { startedAt, recipient: recipient.profileId, measured })
      sends.push(
        fetch(`${api.baseUrl}/api/message.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: sender.cookie },
          body: JSON.stringify({
            profile_id: recipient.profileId,
            client_message_id: `bench-${n}-${randomBytes(6).toString('hex')}`,
            text,
          }),
        })
          .then(async (response) => {
            if (!response.ok) {
              failures.push(response.status)
              inFlight.delete(text)
            } else if (measured) sendAnswer.push(performance.now() - startedAt)
            await response.body?.cancel()
          })
          .catch(() => {
            failures.push(0)
            inFlight.delete(text)
          }),
      )
    }
    const sendingMs = performance.now() - start
    await Promise.all(sends)
    const deadline = performance.now() + 10_000
    while (inFlight.size > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    lost = inFlight.size
    console.log(
      [
        `streams ${members.length}, conversations ${members.length / 2}, messages ${total} (${warmup} warm-up) in ${(sendingMs / 1000).toFixed(1)} s, delivered ${delivered}, not delivered ${lost}, failed sends ${failures.length}${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}`,
        summary('delivery latency (send leaves -> recipient stream)', delivery),
        summary('send answered', sendAnswer),
      ].join('\n'),
    )
  } finally {
    abort.abort()
    await admin.end()
    await api.stop()
  }
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanUpAll())
