import { generateKeyPairSync } from 'node:crypto'
import { asc } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { pushKeys } from '../db/schema.ts'

export type PushKeyPair = { publicKey: string; privateKey: string }

/** A fresh VAPID key pair: P-256, the public key as the base64url uncompressed point. */
export function generatePushKeyPair(): PushKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = publicKey.export({ format: 'jwk' })
  if (!jwk.x || !jwk.y) throw new Error('EC public key without coordinates')
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ])
  return {
    publicKey: point.toString('base64url'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
  }
}

/** The deployment's VAPID key pair, created on first use; the oldest row wins a race. */
export async function ensurePushKeys(db: Database): Promise<PushKeyPair> {
  const existing = await firstKeyPair(db)
  if (existing) return existing
  await db.insert(pushKeys).values(generatePushKeyPair())
  const created = await firstKeyPair(db)
  if (!created) throw new Error('Push keys were not stored')
  return created
}

async function firstKeyPair(db: Database): Promise<PushKeyPair | undefined> {
  const [row] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .orderBy(asc(pushKeys.id))
    .limit(1)
  return row
}
