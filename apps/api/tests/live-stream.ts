/** Reads a member's live stream (GET /api/live.php) in tests and the bench. */
export type StreamEvent = { id: string | null; type: string; data: unknown }

export type OpenStream = {
  events: StreamEvent[]
  /** The first event (received so far or later) of a type that passes `match`. */
  next: (
    type: string,
    // biome-ignore lint/suspicious/noExplicitAny: tests read the event's fields they know
    match?: (data: any) => boolean,
    timeoutMs?: number,
  ) => Promise<StreamEvent>
  lastId: () => string | null
  /** Settles when the api ends the stream (or the client closed it). */
  ended: Promise<void>
  close: () => void
}

export async function openStream(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/live.php`, { headers, signal: controller.signal })
  if (response.status !== 200 || !response.body) {
    throw new Error(`live.php answered ${response.status}: ${await response.text()}`)
  }
  const events: StreamEvent[] = []
  const waiters = new Set<() => void>()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
        let id: string | null = null
        let type = 'message'
        const data: string[] = []
        for (const line of block.split('\n')) {
          if (line.startsWith('id:')) id = line.slice(3).trim()
          else if (line.startsWith('event:')) type = line.slice(6).trim()
          else if (line.startsWith('data:')) data.push(line.slice(5).trim())
        }
        if (data.length === 0) continue
        events.push({ id, type, data: JSON.parse(data.join('\n')) })
        for (const wake of waiters) wake()
      }
    }
  }
  const ended = pump().catch(() => {})
  return {
    ended,
    events,
    next: (type, match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => event.type === type && match(event.data))
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No ${type} event within ${timeoutMs} ms`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      }),
    lastId: () => events.findLast((event) => event.id !== null)?.id ?? null,
    close: () => controller.abort(),
  }
}
