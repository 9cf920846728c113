/** The host the browser asked for: X-Forwarded-Host (set by the site's proxy), else Host. */
export function requestHost(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return (forwarded || headers.get('host') || '').toLowerCase()
}

/** `Localhost:3000` -> `localhost`; `[::1]:3002` -> `[::1]`. */
export function stripPort(host: string): string {
  const lower = host.trim().toLowerCase()
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1)
  const colon = lower.indexOf(':')
  return colon === -1 ? lower : lower.slice(0, colon)
}

/** Whether the browser reached us over https (directly or through a proxy). */
export function isHttps(url: string, headers: Headers): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (forwarded) return forwarded === 'https'
  return url.startsWith('https:')
}
