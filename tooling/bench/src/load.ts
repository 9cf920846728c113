import { Agent, request } from 'node:http'

export interface LoadOptions {
  url: string
  /** Requests in flight at any moment. */
  concurrency: number
  durationMs: number
  headers?: Record<string, string>
}

export interface LoadResult {
  requests: number
  /** Responses with a status other than 2xx, plus network errors. */
  failures: number
  durationMs: number
  requestsPerSecond: number
  /** Mean body bytes per answered request, as sent (compressed when the target compressed). */
  meanBytes: number
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number }
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The value at quantile q (0..1) of ascending-sorted samples. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? 0
}

function once(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers, method: 'GET' }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }))
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * A closed-loop load generator: `concurrency` workers each send the next request as soon as
 * the previous one answered, until `durationMs` has passed. Loopback targets only, so a
 * benchmark can never be pointed at someone else's server.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url)
  if (!loopbackHosts.has(url.hostname)) {
    throw new Error(`runLoad only targets loopback addresses, not ${url.hostname}`)
  }
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency })
  const headers = { accept: 'application/json', ...options.headers }
  const latencies: number[] = []
  let failures = 0
  let bytes = 0
  const started = performance.now()
  const deadline = started + options.durationMs

  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const sent = performance.now()
      try {
        const answer = await once(agent, url, headers)
        bytes += answer.bytes
        if (answer.status < 200 || answer.status >= 300) failures += 1
      } catch {
        failures += 1
      }
      latencies.push(performance.now() - sent)
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const durationMs = performance.now() - started
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    failures,
    durationMs,
    requestsPerSecond: (latencies.length / durationMs) * 1000,
    meanBytes: latencies.length > 0 ? bytes / latencies.length : 0,
    latencyMs: {
      p50: quantile(latencies, 0.5),
      p90: quantile(latencies, 0.9),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    },
  }
}
