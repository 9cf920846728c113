/**
 * Many live streams held for a while (decisions 066, 083): `streams` seeded members each hold one
 * stream while `chatters` of them write to each other, and the bench reports the delivery
 * latency from a send leaving to its event arriving on the recipient's stream (p50/p99), the
 * streams dropped (ended by the server before the soak's end), and the resident memory (RSS,
 * /proc) of the api processes and the site at the start, with the streams open, and at the end.
 *
 * Streams are plain `node:http` requests (one socket each, no fetch streams), so the bench
 * itself holds thousands of them.
 */
import { readFileSync } from 'node:fs'
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http'
import { chatPairs, type FaultMember, pause } from './fault-members.ts'
import { quantile } from './load.ts'

export type StreamTarget = {
  name: string
  /** Where streams are opened (the site's /api proxy, or an api process). */
  url: string
  /** Where sends to members streaming here go: another process than `url` when there is one. */
  sendUrl: string
}

export type Rss = { name: string; pid: number }

/**
 * The memory bound the soak holds a process to: what opening the streams added, per stream, and
 * what it grew by while they stayed open and the messages went through them. Below
 * `perStreamFrom` streams a process's first requests (code loaded, caches filled) outweigh the
 * streams, so the per-stream part holds from there on.
 */
export const memoryBound = { perStreamKb: 100, soakGrowthMb: 64, perStreamFrom: 500 }

/** The processes of a run over the bound (an empty list: within it). */
export function overMemoryBound(result: StreamsResult): string[] {
  return result.memory
    .filter(
      (memory) =>
        (memory.streams >= memoryBound.perStreamFrom &&
          memory.perStreamKb > memoryBound.perStreamKb) ||
        memory.endMb - memory.openMb > memoryBound.soakGrowthMb,
    )
    .map((memory) => memory.name)
}

export type StreamsResult = {
  label: string
  streams: number
  opened: number
  openMs: number
  dropped: number
  sent: number
  failedSends: number
  delivered: number
  notDelivered: number
  p50: number
  p90: number
  p99: number
  max: number
  memory: {
    name: string
    /** Streams this process held. */
    streams: number
    startMb: number
    openMb: number
    endMb: number
    perStreamKb: number
  }[]
}

/** Resident memory of a process and its children (a pnpm or tsx wrapper holds the server). */
export function rssMb(pid: number): number {
  const ofPid = (one: number): number => {
    try {
      const status = readFileSync(`/proc/${one}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      const children = readFileSync(`/proc/${one}/task/${one}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
      return kb + children.reduce((sum, child) => sum + ofPid(child), 0)
    } catch {
      return 0
    }
  }
  return ofPid(pid) / 1024
}

type HeldStream = {
  member: FaultMember
  target: StreamTarget
  request: ClientRequest
  ended: boolean
}

function holdStream(
  member: FaultMember,
  target: StreamTarget,
  onMessage: (text: string, receiver: number) => void,
  closing: () => boolean,
): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/live.php', target.url)
    const held: HeldStream = {
      member,
      target,
      request: null as unknown as ClientRequest,
      ended: false,
    }
    const request = httpRequest(
      url,
      {
        headers: {
          cookie: member.cookie,
          'x-forwarded-host': member.host,
          accept: 'text/event-stream',
        },
        agent: false,
      },
      (response: IncomingMessage) => {
        if (response.statusCode !== 200) {
          response.resume()
          reject(new Error(`live.php answered ${response.statusCode}`))
          return
        }
        response.setEncoding('utf8')
        let buffer = ''
        let ready = false
        response.on('data', (chunk: string) => {
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (!ready && block.includes('event: ready')) {
              ready = true
              resolve(held)
            }
            if (block.includes('event: message')) {
              const data = block.split('\n').find((line) => line.startsWith('data:'))
              if (data) {
                const { message } = JSON.parse(data.slice(5)) as { message: { text: string } }
                onMessage(message.text, member.profileId)
              }
            }
          }
        })
        const ended = () => {
          if (!closing()) held.ended = true
        }
        response.on('end', ended)
        response.on('error', ended)
        response.on('close', ended)
      },
    )
    held.request = request
    request.on('error', (error) => {
      held.ended = !closing()
      reject(error)
    })
    request.end()
  })
}

/**
 * Opens one stream per member of `streamers` spread over `targets` in turn, has `chatters`
 * (pairs among the streamers) send `rate` messages a second in all for `soakMs`, and answers
 * the numbers. `processes` are measured (RSS) before, once the streams are open, and at the end.
 */
export async function holdStreams(options: {
  label: string
  streamers: FaultMember[]
  chatters: number
  rate: number
  soakMs: number
  targets: StreamTarget[]
  processes: Rss[]
}): Promise<StreamsResult> {
  const { label, streamers, chatters, rate, soakMs, targets, processes } = options
  const memoryAt = () => processes.map((process) => rssMb(process.pid))
  const startMb = memoryAt()
  const inFlight = new Map<string, { startedAt: number; recipient: number }>()
  const delivery: number[] = []
  let delivered = 0
  const onMessage = (text: string, receiver: number) => {
    const sent = inFlight.get(text)
    if (!sent || sent.recipient !== receiver) return
    inFlight.delete(text)
    delivered += 1
    delivery.push(performance.now() - sent.startedAt)
  }
  let closing = false
  const held: HeldStream[] = []
  const openStarted = performance.now()
  console.log(`${label}: opening ${streamers.length} streams …`)
  const batch = 50
  for (let index = 0; index < streamers.length; index += batch) {
    const opened = await Promise.allSettled(
      streamers
        .slice(index, index + batch)
        .map((member, offset) =>
          holdStream(
            member,
            targets[(index + offset) % targets.length] as StreamTarget,
            onMessage,
            () => closing,
          ),
        ),
    )
    for (const result of opened) if (result.status === 'fulfilled') held.push(result.value)
  }
  const openMs = performance.now() - openStarted
  const openMb = memoryAt()
  const targetOf = new Map(held.map((stream) => [stream.member.profileId, stream.target]))
  // Pairs among the streamers (chatPairs): man i writes to woman i and she back to him.
  const pairs = chatPairs(
    held.map((stream) => stream.member),
    Math.floor(chatters / 2),
  )
  const talking = [...pairs.map(([man]) => man), ...pairs.map(([, woman]) => woman)]
  const half = pairs.length
  console.log(
    `${label}: ${held.length} streams open in ${(openMs / 1000).toFixed(1)} s; ${talking.length} members chat at ${rate} messages/s for ${soakMs / 1000} s …`,
  )
  let sent = 0
  let failedSends = 0
  const sends: Promise<void>[] = []
  const started = performance.now()
  for (let n = 0; performance.now() - started < soakMs; n += 1) {
    const wait = started + (n * 1000) / rate - performance.now()
    if (wait > 0) await pause(wait)
    const from = talking[n % talking.length] as FaultMember
    const index = talking.indexOf(from)
    const to = talking[index < half ? index + half : index - half] as FaultMember
    const text = `soak ${n} ${from.profileId}`
    const startedAt = performance.now()
    inFlight.set(text, { startedAt, recipient: to.profileId })
    sent += 1
    const sendUrl = targetOf.get(to.profileId)?.sendUrl ?? (targets[0] as StreamTarget).sendUrl
    sends.push(
      fetch(`${sendUrl}/api/message.php`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: from.cookie,
          'x-forwarded-host': from.host,
        },
        body: JSON.stringify({
          profile_id: to.profileId,
          client_message_id: `soak-${label.replace(/\W+/g, '-')}-${n}-${from.profileId}`,
          text,
        }),
        signal: AbortSignal.timeout(30_000),
      })
        .then(async (response) => {
          if (!response.ok) {
            failedSends += 1
            inFlight.delete(text)
          }
          await response.body?.cancel()
        })
        .catch(() => {
          failedSends += 1
          inFlight.delete(text)
        }),
    )
  }
  await Promise.all(sends)
  const deadline = performance.now() + 15_000
  while (inFlight.size > 0 && performance.now() < deadline) await pause(100)
  const endMb = memoryAt()
  const dropped = held.filter((stream) => stream.ended).length
  closing = true
  for (const stream of held) stream.request.destroy()
  const sorted = [...delivery].sort((a, b) => a - b)
  return {
    label,
    streams: streamers.length,
    opened: held.length,
    openMs,
    dropped,
    sent,
    failedSends,
    delivered,
    notDelivered: inFlight.size,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    memory: processes.map((process, index) => {
      const streams =
        targets.length > 1 && process.name.startsWith('api')
          ? held.filter((stream) => stream.target.name === process.name).length
          : held.length
      return {
        name: process.name,
        streams,
        startMb: startMb[index] ?? 0,
        openMb: openMb[index] ?? 0,
        endMb: endMb[index] ?? 0,
        perStreamKb:
          streams === 0 ? 0 : (((openMb[index] ?? 0) - (startMb[index] ?? 0)) * 1024) / streams,
      }
    }),
  }
}

export function printStreams(results: StreamsResult[]): void {
  console.log(
    '\n| run | streams open | dropped | messages sent | delivered | delivery p50 | p90 | p99 | max |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const result of results) {
    console.log(
      `| ${result.label} | ${result.opened} of ${result.streams} | ${result.dropped} | ${result.sent}${result.failedSends ? ` (${result.failedSends} failed)` : ''} | ${result.delivered}${result.notDelivered ? ` (${result.notDelivered} not)` : ''} | ${result.p50.toFixed(1)} ms | ${result.p90.toFixed(1)} ms | ${result.p99.toFixed(1)} ms | ${result.max.toFixed(1)} ms |`,
    )
  }
  console.log(
    `\nMemory bound: at most ${memoryBound.perStreamKb} kB per stream (from ${memoryBound.perStreamFrom} streams on), and at most ${memoryBound.soakGrowthMb} MB of growth while the streams stay open.`,
  )
  console.log('\n| run | process | RSS start | with the streams open | at the end | per stream |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: |')
  for (const result of results) {
    for (const memory of result.memory) {
      console.log(
        `| ${result.label} | ${memory.name} | ${memory.startMb.toFixed(0)} MB | ${memory.openMb.toFixed(0)} MB | ${memory.endMb.toFixed(0)} MB | ${memory.perStreamKb.toFixed(1)} kB |`,
      )
    }
  }
  for (const result of results) {
    const over = overMemoryBound(result)
    if (over.length > 0) console.log(`${result.label}: over the memory bound: ${over.join(', ')}`)
  }
}
