/** A same-site path to go to after login or a language switch; anything else falls back. */
export function safeRedirectTarget(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return fallback
  }
  if (target.includes('\\') || target.length > 2_000) return fallback
  return target
}
