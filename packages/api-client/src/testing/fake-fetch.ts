import type { Fetch } from '../client.ts'

export interface RecordedRequest {
  url: string
  method: string
  headers: Headers
  body: unknown
}

type Reply = Response | Error | (() => Response)

/** A fetch that answers from a script of replies, the last one repeating, and records each request. */
export function fakeFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = []
  const fetch: Fetch = async (url, init) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    })
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)]
    if (reply === undefined) throw new Error('fakeFetch has no reply')
    if (reply instanceof Error) throw reply
    return typeof reply === 'function' ? reply() : reply.clone()
  }
  return { fetch, requests }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/** Records the delays the client asks for and returns at once. */
export function instantSleep() {
  const delays: number[] = []
  const sleep = async (ms: number) => {
    delays.push(ms)
  }
  return { sleep, delays }
}
