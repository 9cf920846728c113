/**
 * Whether a unique index refused the statement (PostgreSQL and PGlite, wrapped by drizzle or
 * not); with `index`, only that index.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  let cause = error
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown }
    if (code === '23505') return index === undefined || constraint === index
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
