import { createPublicKey, createPrivateKey, createSign, createVerify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generatePushKeyPair } from './keys.ts'

describe('generatePushKeyPair', () => {
  it('makes a P-256 pair whose public key is the 65-byte uncompressed point', () => {
    const pair = generatePushKeyPair()
    const point = Buffer.from(pair.publicKey, 'base64url')
    expect(point).toHaveLength(65)
    expect(point[0]).toBe(4)

    const privateKey = createPrivateKey({
      key: Buffer.from(pair.privateKey, 'base64url'),
      format: 'der',
      type: 'pkcs8',
    })
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    const signature = createSign('SHA256').update('vapid').sign(privateKey)
    expect(createVerify('SHA256').update('vapid').verify(publicKey, signature)).toBe(true)
  })
})
