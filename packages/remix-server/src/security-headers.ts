/**
 * Browser security headers of the site and the landers (docs/security.md): a
 * Content-Security-Policy for documents whose scripts need this response's nonce, and the
 * headers every response carries.
 */
import { randomBytes } from 'node:crypto'

/** A fresh nonce for one document's scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

export interface PolicyOptions {
  nonce: string
  /** Origins forms may be sent to (and redirect to) besides this one, e.g. the member site. */
  formTargets?: readonly string[]
  /** Vite's dev server: its module scripts and the HMR socket. */
  development?: boolean
}

/** No inline script runs without the nonce; nothing frames the page. */
export function contentSecurityPolicy({
  nonce,
  formTargets = [],
  development = false,
}: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // vanilla-extract and components set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/** Headers of every response; HSTS only when the brand is served over https. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** Sets the headers of every response and the document's policy on `headers`. */
export function applyDocumentHeaders(
  headers: Headers,
  policy: PolicyOptions,
  https: boolean,
): void {
  for (const [name, value] of Object.entries(securityHeaders(https))) {
    if (!headers.has(name)) headers.set(name, value)
  }
  headers.set('Content-Security-Policy', contentSecurityPolicy(policy))
}
