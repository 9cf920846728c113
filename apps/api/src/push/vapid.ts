import { createPrivateKey } from 'node:crypto'
import type { PushKeyPair } from './keys.ts'

/** The key pair as web-push takes VAPID keys: both base64url, the private one the raw scalar. */
export function vapidKeys(pair: PushKeyPair): { publicKey: string; privateKey: string } {
  const jwk = createPrivateKey({
    key: Buffer.from(pair.privateKey, 'base64url'),
    format: 'der',
    type: 'pkcs8',
  }).export({ format: 'jwk' })
  if (!jwk.d) throw new Error('The VAPID private key has no scalar')
  return { publicKey: pair.publicKey, privateKey: jwk.d }
}
