const base = 'http://same-origin.invalid'

/**
 * A same-site path to go to after login, a language switch or a form; anything else falls
 * back. The target is parsed as the browser would (tabs and newlines dropped, backslashes as
 * slashes) against a stand-in origin, and kept only when it stays on that origin.
 */
export function safeRedirectTarget(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > 2_000 || !target.startsWith('/')) {
    return fallback
  }
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/\t/evil.example` parses to `//evil.example` on the stand-in origin: still not a path.
  return path.startsWith('//') || path.startsWith('/\\') ? fallback : path
}
