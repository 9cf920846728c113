import { randomBytes } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `prefix` and 16 random letters and digits (about 95 bits). */
export function randomId(prefix: string): string {
  let id = prefix
  for (const byte of randomBytes(16)) id += alphabet[byte % alphabet.length]
  return id
}
