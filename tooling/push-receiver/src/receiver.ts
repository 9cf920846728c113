/// <reference path="./http-ece.d.ts" />
/**
 * A local Web Push service for tests: it hands out subscriptions whose endpoints point at
 * itself, and decrypts what a push sender posts there (RFC 8291 aes128gcm) after checking the
 * VAPID authorisation (RFC 8292), like the browser vendors' push services do before a push
 * reaches the service worker.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as ece from 'http_ece'

/** PushSubscription.toJSON() as a browser gives it. */
export type SubscriptionJson = {
  endpoint: string
  expirationTime: number | null
  keys: { p256dh: string; auth: string }
}

export type ReceivedPush = {
  /** The subscription's id, the last segment of its endpoint. */
  subscription: string
  /** The decrypted payload, as text. */
  text: string
  /** The payload parsed as JSON, or undefined when it is not JSON. */
  json: unknown
  ttl: string | null
  urgency: string | null
  topic: string | null
  /** The `sub` claim of the sender's VAPID token (mailto: or https:). */
  vapidSubject: string
  /** The sender's VAPID public key (base64url), from `k=`. */
  vapidPublicKey: string
}

export type PushReceiver = {
  origin: string
  /** A new subscription on this receiver; `id` names it (random when left out). */
  subscribe: (id?: string) => SubscriptionJson
  received: ReceivedPush[]
  /** Waits until a push matching `match` arrived, and answers it. */
  waitFor: (match: (push: ReceivedPush) => boolean, timeoutMs?: number) => Promise<ReceivedPush>
  /** Makes the endpoint of a subscription answer `status` from now on (410: gone). */
  answer: (id: string, status: number) => void
  /**
   * Makes the endpoint of a subscription take requests and never answer them (a push service
   * that hangs) until `answer` is called for it.
   */
  hang: (id: string) => void
  /**
   * The push service of a subscription works again after `answer` or `hang`: pushes are
   * received as usual (the requests it held are answered 503).
   */
  recover: (id: string) => void
  /** Requests that were refused (bad VAPID token, undecryptable body), with the reason. */
  refused: { subscription: string; reason: string }[]
  close: () => Promise<void>
}

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer }

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, or a reason it fails. */
export function verifyVapid(
  header: string | undefined,
  audience: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { subject: string; publicKey: string } | { error: string } {
  const match =
    /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(
      header ?? '',
    )
  if (!match) return { error: 'no vapid authorization' }
  const [token, key] = [match[1] as string, match[2] as string]
  const [head, claims, signature] = token.split('.') as [string, string, string]
  const point = Buffer.from(key, 'base64url')
  if (point.length !== 65 || point[0] !== 4) return { error: 'bad vapid key' }
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) return { error: 'bad vapid signature' }
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string
    exp?: number
    sub?: string
  }
  if (body.aud !== audience) return { error: `vapid audience ${body.aud} is not ${audience}` }
  if (typeof body.exp !== 'number' || body.exp < nowSeconds || body.exp > nowSeconds + 86_400) {
    return { error: 'vapid token expired or too long-lived' }
  }
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return { error: 'vapid subject missing' }
  return { subject: body.sub, publicKey: key }
}

/** Starts the receiver on 127.0.0.1 (`port` 0: any free port). */
export async function startPushReceiver(port = 0): Promise<PushReceiver> {
  const keys = new Map<string, Keys>()
  const statuses = new Map<string, number>()
  /** Subscriptions that hang, with the requests each holds unanswered. */
  const hanging = new Map<string, ServerResponse[]>()
  const received: ReceivedPush[] = []
  const refused: PushReceiver['refused'] = []
  const waiters = new Set<() => void>()
  let origin = ''

  const server: Server = createServer(async (request, response) => {
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1]
    const subscription = id ? keys.get(id) : undefined
    const body = await readBody(request)
    if (request.method !== 'POST' || !id || !subscription) {
      response.writeHead(404).end()
      return
    }
    // Not answered until `answer` (or close): the sender's own timeout ends it first.
    const held = hanging.get(id)
    if (held) {
      held.push(response)
      return
    }
    const status = statuses.get(id)
    if (status !== undefined) {
      response.writeHead(status).end()
      return
    }
    const vapid = verifyVapid(request.headers.authorization, origin)
    if ('error' in vapid) {
      refused.push({ subscription: id, reason: vapid.error })
      response.writeHead(403).end(vapid.error)
      return
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      refused.push({ subscription: id, reason: 'content-encoding is not aes128gcm' })
      response.writeHead(415).end()
      return
    }
    let text: string
    try {
      text = ece
        .decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth.toString('base64url'),
        })
        .toString('utf8')
    } catch (error) {
      refused.push({ subscription: id, reason: `decryption failed: ${String(error)}` })
      response.writeHead(400).end()
      return
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : null
    }
    received.push({
      subscription: id,
      text,
      json,
      ttl: header('ttl'),
      urgency: header('urgency'),
      topic: header('topic'),
      vapidSubject: vapid.subject,
      vapidPublicKey: vapid.publicKey,
    })
    for (const wake of waiters) wake()
    response.writeHead(201, { location: `${origin}/message/${received.length}` }).end()
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    refused,
    subscribe: (id = randomBytes(9).toString('base64url')) => {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      keys.set(id, { ecdh, auth })
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      }
    },
    answer: (id, status) => {
      statuses.set(id, status)
      for (const response of hanging.get(id) ?? []) {
        if (!response.writableEnded) response.writeHead(status).end()
      }
      hanging.delete(id)
    },
    hang: (id) => {
      if (!hanging.has(id)) hanging.set(id, [])
    },
    recover: (id) => {
      statuses.delete(id)
      for (const response of hanging.get(id) ?? []) {
        if (!response.writableEnded) response.writeHead(503).end()
      }
      hanging.delete(id)
    },
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match)
          if (!found) return false
          cleanup()
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(
            new Error(
              `No matching push within ${timeoutMs} ms; received ${JSON.stringify(received.map((push) => push.json ?? push.text))}, refused ${JSON.stringify(refused)}`,
            ),
          )
        }, timeoutMs)
        const wake = () => {
          check()
        }
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        waiters.add(wake)
        check()
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
