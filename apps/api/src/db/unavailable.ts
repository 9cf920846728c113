/**
 * Whether an error says the database cannot be reached right now (the server is down, restarting
 * or cut the connection; no pool connection came within the wait), rather than that the statement
 * itself failed. Such a request is answered 503 with Retry-After: nothing of it was committed
 * unless its transaction had already answered, and the client may send it again.
 */
const unavailableCodes = new Set([
  // node: the server is not listening, or the socket broke
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // PostgreSQL: connection exceptions and operator intervention
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
])

const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /the database system is (?:starting up|shutting down|in recovery mode)/i,
]

/** Seconds a client should wait before sending a refused request again. */
export const databaseRetryAfterSeconds = 5

export function isDatabaseUnavailable(error: unknown): boolean {
  let cause = error
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && unavailableCodes.has(code)) return true
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message)))
      return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
