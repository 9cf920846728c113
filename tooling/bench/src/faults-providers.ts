/**
 * The faults of the providers a deployment depends on, against the api as `npm start` runs it
 * (started by faults.ts with SMTP_URL, MOLLIE_API_ENDPOINT and PUSH_ENDPOINT_ORIGINS pointing at
 * the stand-ins here, the api tests' own: apps/api/src/testing/smtp-sink.ts and mollie-fake.ts,
 * tooling/push-receiver):
 *
 * - mail: the SMTP server stopped for `outageMs` while password-reset mails are asked for;
 *   each is delivered once after it is back (decision 066: outbox, backoff, job queue);
 * - payment: the Mollie stand-in answering 500, not answering, answering after 20 s: opening a
 *   payment answers 502 within the api's bound and books nothing; webhooks while the status call
 *   fails are booked once, later, from the queue;
 * - push: 404/410 remove the subscription, 429/503 are retried, a hanging push service holds
 *   no other member's push.
 */
import type { MollieFake } from '../../../apps/api/src/testing/mollie-fake.ts'
import type { SmtpSink } from '../../../apps/api/src/testing/smtp-sink.ts'
import type { PushReceiver } from '../../push-receiver/src/receiver.ts'
import {
  asMember,
  type FaultMember,
  type FaultRow,
  pause,
  query,
  waitFor,
} from './fault-members.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function tally(statuses: string[]): string {
  const counts = new Map<string, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ')
}

async function statusOf(request: Promise<Response>): Promise<string> {
  try {
    const response = await request
    await response.body?.cancel()
    return String(response.status)
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer'
  }
}

export async function mailFault(options: {
  apiUrl: string
  databaseUrl: string
  smtp: SmtpSink
  members: FaultMember[]
  outageMs: number
}): Promise<FaultRow> {
  const { apiUrl, databaseUrl, smtp, members, outageMs } = options
  const since = (await query<{ now: Date }>(databaseUrl, 'select now()'))[0]?.now as Date
  await smtp.stop()
  const downAt = Date.now()
  console.log(`mail: SMTP server stopped for ${outageMs / 1000} s; ${members.length} resets asked`)
  const acknowledged: string[] = []
  const statuses: string[] = []
  // Spread over the first half of the outage, so mails queue at different points of it.
  const spacing = outageMs / 2 / members.length
  await Promise.all(
    members.map(async (member, index) => {
      await pause(index * spacing)
      const status = await statusOf(
        fetch(`${apiUrl}/api/reset-password.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-host': member.host },
          body: JSON.stringify({ email: member.email }),
          signal: AbortSignal.timeout(10_000),
        }),
      )
      statuses.push(status)
      if (status.startsWith('2')) acknowledged.push(member.email)
    }),
  )
  await pause(Math.max(0, downAt + outageMs - Date.now()))
  await smtp.start()
  const upAt = Date.now()
  console.log('mail: SMTP server back; waiting for the queued mails …')
  const receivedBy = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email)).length
  let deliveredAt: number | null = null
  if (await waitFor(() => acknowledged.every((email) => receivedBy(email) >= 1), 6 * 60_000, 250)) {
    deliveredAt = Date.now()
  }
  // One more delivery round (the job runs every minute) would show a second copy.
  await pause(65_000)
  const stored = await query<{ to: string; delivered: boolean }>(
    databaseUrl,
    `select "to", delivered_at is not null as delivered from outbox
      where "to" = any($1::text[]) and sent_at >= $2`,
    [acknowledged, since],
  )
  return {
    fault: `mail: SMTP server stopped ${outageMs / 1000} s while ${members.length} mails were asked for`,
    acknowledged: acknowledged.length,
    stored: stored.length,
    lost: acknowledged.filter((email) => receivedBy(email) === 0).length,
    duplicated: acknowledged.filter((email) => receivedBy(email) > 1).length,
    other: `${tally(statuses.filter((status) => !status.startsWith('2'))) || 'none'}; ${stored.filter((row) => row.delivered).length} marked delivered in the outbox`,
    recoveryMs: deliveredAt === null ? null : deliveredAt - upAt,
  }
}

type Opened = { status: string; ms: number }

export async function paymentFaults(options: {
  apiUrl: string
  databaseUrl: string
  mollie: MollieFake
  members: FaultMember[]
}): Promise<FaultRow[]> {
  const { apiUrl, databaseUrl, mollie, members } = options
  const open = async (member: FaultMember): Promise<Opened> => {
    const started = performance.now()
    const status = await statusOf(
      fetch(
        `${apiUrl}/api/payment.php`,
        asMember(member, {
          json: { package_id: 'p50', method: 'ideal', consent: true },
          signal: AbortSignal.timeout(60_000),
        }),
      ),
    )
    return { status, ms: performance.now() - started }
  }
  const purchases = async (userIds: number[]) =>
    query<{ user_id: number; n: string }>(
      databaseUrl,
      `select user_id, count(*) as n from credit_ledger
        where user_id = any($1::int[]) and reason = 'purchase' and reference not like 'bench-faults-%'
        group by user_id`,
      [userIds],
    )
  const rows: FaultRow[] = []
  const faults = [
    ['answers 500', { status: 500 }],
    ['does not answer', { delayMs: 120_000 }],
    ['answers after 20 s', { delayMs: 20_000 }],
  ] as const
  let next = 0
  const take = (n: number) => {
    const taken = members.slice(next, next + n)
    next += n
    if (taken.length < n) throw new Error('Too few members for the payment faults')
    return taken
  }
  for (const [name, fault] of faults) {
    const opening = take(3)
    mollie.faults.create = fault
    console.log(`payment: the provider ${name}; ${opening.length} payments opened`)
    const answers = await Promise.all(opening.map(open))
    mollie.faults.create = null
    const clearedAt = Date.now()
    const firstOk = await open(take(1)[0] as FaultMember)
    const recoveryMs = firstOk.status === '200' ? Date.now() - clearedAt : null
    const userIds = opening.map((member) => member.userId)
    const booked = await purchases(userIds)
    const stored = await query<{ status: string }>(
      databaseUrl,
      'select status from payments where user_id = any($1::int[])',
      [userIds],
    )
    const acknowledged = answers.filter((answer) => answer.status.startsWith('2')).length
    rows.push({
      fault: `payment: provider ${name} while opening`,
      acknowledged,
      stored: booked.reduce((sum, row) => sum + Number(row.n), 0),
      lost: 0,
      duplicated: booked.filter((row) => Number(row.n) > 1).length,
      other: `${tally(answers.filter((answer) => !answer.status.startsWith('2')).map((answer) => answer.status))} within ${seconds(Math.max(...answers.map((answer) => answer.ms)))}; payments ${tally(stored.map((row) => row.status))}`,
      recoveryMs,
    })
  }

  // Webhooks while the status call fails: answered 200, replayed from the queue, booked once.
  const paying = take(5)
  const opened: { member: FaultMember; molliePaymentId: string }[] = []
  for (const member of paying) {
    const response = await fetch(
      `${apiUrl}/api/payment.php`,
      asMember(member, { json: { package_id: 'p50', method: 'ideal', consent: true } }),
    )
    if (!response.ok) throw new Error(`payment.php answered ${response.status}`)
    const { payment } = (await response.json()) as { payment: { payment_id: string } }
    const [row] = await query<{ provider_payment_id: string }>(
      databaseUrl,
      'select provider_payment_id from payments where public_id = $1',
      [payment.payment_id],
    )
    mollie.setStatus(row?.provider_payment_id as string, 'paid')
    opened.push({ member, molliePaymentId: row?.provider_payment_id as string })
  }
  mollie.faults.get = { status: 500 }
  console.log(`payment: status calls fail; ${opened.length} paid payments' webhooks arrive`)
  const webhook = (id: string, host: string) =>
    statusOf(
      fetch(`${apiUrl}/api/payment-webhook.php`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-host': host,
        },
        body: new URLSearchParams({ id }).toString(),
      }),
    )
  const answers = await Promise.all(
    opened.map(({ member, molliePaymentId }) => webhook(molliePaymentId, member.host)),
  )
  const userIds = opened.map(({ member }) => member.userId)
  const bookedWhileFailing = (await purchases(userIds)).length
  await pause(10_000)
  mollie.faults.get = null
  const clearedAt = Date.now()
  console.log('payment: status calls answer again; waiting for the queue to replay …')
  let bookedAt: number | null = null
  if (await waitFor(async () => (await purchases(userIds)).length === userIds.length, 5 * 60_000)) {
    bookedAt = Date.now()
  }
  // The provider calls again, the member's return polls: still booked once.
  await Promise.all(
    opened.map(({ member, molliePaymentId }) => webhook(molliePaymentId, member.host)),
  )
  const booked = await purchases(userIds)
  rows.push({
    fault: 'payment: webhooks while the status call answers 500 (10 s)',
    acknowledged: answers.filter((status) => status === '200').length,
    stored: booked.reduce((sum, row) => sum + Number(row.n), 0),
    lost: userIds.length - booked.length,
    duplicated: booked.filter((row) => Number(row.n) > 1).length,
    other: `${tally(answers.filter((status) => status !== '200')) || 'none'}; ${bookedWhileFailing} booked while failing`,
    recoveryMs: bookedAt === null ? null : bookedAt - clearedAt,
  })
  return rows
}

export async function pushFault(options: {
  apiUrl: string
  databaseUrl: string
  receiver: PushReceiver
  liker: FaultMember
  members: FaultMember[]
}): Promise<FaultRow> {
  const { apiUrl, databaseUrl, receiver, liker, members } = options
  const roles = ['gone-404', 'gone-410', 'busy-429', 'failing-503', 'hanging'] as const
  if (members.length < roles.length + 1) throw new Error('Too few members for the push fault')
  const run = Date.now().toString(36)
  const targets = members.map((member, index) => ({
    member,
    id: `${roles[index] ?? `live-${index - roles.length + 1}`}-${run}`,
    role: (roles[index] ?? 'live') as (typeof roles)[number] | 'live',
  }))
  for (const target of targets) {
    const response = await fetch(
      `${apiUrl}/api/user.php?push=1`,
      asMember(target.member, { json: { subscription: receiver.subscribe(target.id) } }),
    )
    if (response.status >= 300) throw new Error(`push subscription answered ${response.status}`)
    await response.body?.cancel()
    if (target.role === 'hanging') receiver.hang(target.id)
    else if (target.role !== 'live') receiver.answer(target.id, Number(target.role.slice(-3)))
  }
  console.log(
    `push: ${targets.length} members liked; endpoints answer 404, 410, 429, 503, one hangs`,
  )
  const likedAt = Date.now()
  const statuses = await Promise.all(
    targets.map((target) =>
      statusOf(
        fetch(
          `${apiUrl}/api/like.php`,
          asMember(liker, { json: { profile_id: target.member.profileId } }),
        ),
      ),
    ),
  )
  const receivedBy = (id: string) =>
    receiver.received.filter((push) => push.subscription === id).length
  const live = targets.filter((target) => target.role === 'live')
  const liveArrived = await waitFor(
    () => live.every((target) => receivedBy(target.id) >= 1),
    120_000,
    100,
  )
  const liveMs = Date.now() - likedAt
  const subscriptionsLeft = async () =>
    query<{ endpoint: string }>(
      databaseUrl,
      'select endpoint from push_subscriptions where user_id = any($1::int[])',
      [targets.map((target) => target.member.userId)],
    )
  await waitFor(
    async () => !(await subscriptionsLeft()).some((row) => row.endpoint.includes('/gone-')),
    60_000,
  )
  const removed = targets.filter((target) => target.role.startsWith('gone')).length
  const left = await subscriptionsLeft()
  const goneLeft = left.filter((row) => row.endpoint.includes('/gone-')).length
  // The push services recover: the retried pushes arrive once.
  for (const target of targets) {
    if (['busy-429', 'failing-503', 'hanging'].includes(target.role)) receiver.recover(target.id)
  }
  const recoveredAt = Date.now()
  console.log('push: the failing services answer again; waiting for the retries …')
  const retried = targets.filter((target) => ['busy-429', 'failing-503'].includes(target.role))
  let retriedAt: number | null = null
  if (await waitFor(() => retried.every((target) => receivedBy(target.id) >= 1), 5 * 60_000)) {
    retriedAt = Date.now()
  }
  await pause(5_000)
  const expected = targets.filter((target) =>
    ['live', 'busy-429', 'failing-503'].includes(target.role),
  )
  return {
    fault: `push: ${targets.length} likes, endpoints 404/410 (gone), 429/503 (retried), one hanging`,
    acknowledged: statuses.filter((status) => status === '200').length,
    stored: expected.filter((target) => receivedBy(target.id) >= 1).length,
    lost: expected.filter((target) => receivedBy(target.id) === 0).length,
    duplicated: targets.filter((target) => receivedBy(target.id) > 1).length,
    other: `${tally(statuses.filter((status) => status !== '200')) || 'none'}; ${removed - goneLeft} of ${removed} gone subscriptions removed; ${live.length} live pushes ${liveArrived ? `arrived within ${seconds(liveMs)}` : 'did not all arrive'} beside the hanging one`,
    recoveryMs: retriedAt === null ? null : retriedAt - recoveredAt,
  }
}
