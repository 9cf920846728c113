declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  export type EceParams = {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128'
    privateKey?: ECDH
    dh?: string | Buffer
    /** base64url, or the raw bytes. */
    authSecret?: string | Buffer
    salt?: string | Buffer
    rs?: number
  }

  export function decrypt(buffer: Buffer, params: EceParams): Buffer
  export function encrypt(buffer: Buffer, params: EceParams): Buffer
}
