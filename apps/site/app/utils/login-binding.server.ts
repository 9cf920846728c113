import { createHash, randomBytes } from 'node:crypto'
import { env } from './env.server.ts'

/**
 * A login link works only in the browser that asked for it (docs/decisions/032b): before a
 * lander asks the api for one, it sends the browser here; the site keeps a fresh nonce in that
 * browser's `login_binding` cookie and hands the lander only its hash, which the api stores with
 * the link. Spending the link needs the nonce, so a link sent to anyone else logs nobody in.
 */
export function newLoginBinding(): { nonce: string; binding: string } {
  const nonce = randomBytes(32).toString('base64url')
  return { nonce, binding: createHash('sha256').update(nonce).digest('base64url') }
}

/** The handover URL of a configured landers app (`from` is its origin), or null for any other. */
export function landerHandoverUrl(from: string | null, binding: string): string | null {
  if (!from) return null
  let origin: string
  try {
    origin = new URL(from).origin
  } catch {
    return null
  }
  if (!env().LANDER_ORIGINS.includes(origin)) return null
  return `${origin}/signup/continue?binding=${binding}`
}
