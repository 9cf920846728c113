/**
 * Live stream bench (docs/decisions/016-live-stream.md): seeds the given empty PostgreSQL
 * database, starts the api on it, opens `--streams` live streams as seeded members, sends
 * `--rate` messages a second to them for `--seconds`, and reports delivery latency p50/p99
 * (from the send request leaving to the event reaching the recipient's stream).
 *
 *   pnpm --filter @dating/bench bench:live -- --database-url postgres://…/bench_live \
 *     [--streams 1000] [--rate 100] [--seconds 10] [--port 4630]
 */
import { createHash, randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loginCookie, startSeededApi } from './api.ts'
import { cleanUpAll, freePorts } from './processes.ts'
import { quantile } from './load.ts'

const { values } = parseArgs({
  // pnpm passes the `--` before the options through.
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
  options: {
    'database-url': { type: 'string' },
    streams: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string' },
  },
})
const databaseUrl = values['database-url']
if (!databaseUrl) {
  console.error('--database-url of an empty PostgreSQL database is required')
  process.exit(2)
}
const streamCount = Number(values.streams)
const rate = Number(values.rate)
const seconds = Number(values.seconds)

type Recipient = { profileId: number; cookie: string }

/** Sessions for seeded members straight in the table: logging in 1,000 times would bench argon2. */
async function recipientSessions(client: pg.Client, senderProfile: number): Promise<Recipient[]> {
  const { rows } = await client.query<{ profile_id: number; user_id: number }>(
    `select p.id as profile_id, p.user_id from profiles p
      where p.status = 'active' and p.id <> $1
        and p.site_id = (select site_id from profiles where id = $1)
      order by p.id limit $2`,
    [senderProfile, streamCount],
  )
  if (rows.length < streamCount) throw new Error(`Only ${rows.length} members to stream to`)
  const recipients: Recipient[] = []
  for (const row of rows) {
    const token = randomBytes(32).toString('base64url')
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), row.user_id],
    )
    recipients.push({ profileId: row.profile_id, cookie: `sid=${token}` })
  }
  return recipients
}

/** Opens a stream and calls `onText` with the text of every message event. */
async function openStream(
  baseUrl: string,
  cookie: string,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/live.php`, { headers: { cookie }, signal })
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
          onText((JSON.parse(data.slice(5)) as { message: { text: string } }).message.text)
        }
      }
    }
  })().catch(() => {})
  await opened
}

async function main(): Promise<void> {
  const [port] = values.port ? [Number(values.port)] : await freePorts(1)
  const api = await startSeededApi(port as number, [], { databaseUrl })
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const abort = new AbortController()
  try {
    const senderCookie = await loginCookie(
      api.baseUrl,
      'premium.member@example.com',
      'Demo-password-1',
    )
    const { rows } = await admin.query<{ profile_id: number; user_id: number }>(
      `select p.id as profile_id, p.user_id from profiles p join users u on u.id = p.user_id
        where u.email = 'premium.member@example.com'`,
    )
    const sender = rows[0]
    if (!sender) throw new Error('The premium demo member is missing')
    await admin.query(
      `insert into credit_ledger (user_id, delta, reason, reference) values ($1, 1000000, 'adjustment', $2)`,
      [sender.user_id, `bench-live-${Date.now()}`],
    )
    const recipients = await recipientSessions(admin, sender.profile_id)

    const sentAt = new Map<string, number>()
    const latencies: number[] = []
    const onText = (text: string) => {
      const started = sentAt.get(text)
      if (started === undefined) return
      sentAt.delete(text)
      latencies.push(performance.now() - started)
    }
    console.log(`Opening ${recipients.length} streams …`)
    for (let index = 0; index < recipients.length; index += 50) {
      await Promise.all(
        recipients
          .slice(index, index + 50)
          .map((recipient) => openStream(api.baseUrl, recipient.cookie, onText, abort.signal)),
      )
    }
    console.log(`Sending ${rate} messages a second for ${seconds} s …`)
    const total = rate * seconds
    const failures: number[] = []
    const sends: Promise<void>[] = []
    const start = performance.now()
    for (let n = 0; n < total; n += 1) {
      const due = start + (n * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const recipient = recipients[n % recipients.length] as Recipient
      const text = `bench ${n} ${randomBytes(4).toString('hex')}`
      sentAt.set(text, performance.now())
      sends.push(
        fetch(`${api.baseUrl}/api/message.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: senderCookie },
          body: JSON.stringify({
            profile_id: recipient.profileId,
            client_message_id: `bench-${n}-${randomBytes(6).toString('hex')}`,
            text,
          }),
        }).then(async (response) => {
          if (!response.ok) failures.push(response.status)
          await response.body?.cancel()
        }),
      )
    }
    await Promise.all(sends)
    const deadline = performance.now() + 10_000
    while (sentAt.size > failures.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const sorted = [...latencies].sort((a, b) => a - b)
    console.log(
      [
        `streams ${recipients.length}, messages ${total} at ${rate}/s, delivered ${latencies.length}, failed sends ${failures.length}`,
        `delivery latency p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms`,
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
