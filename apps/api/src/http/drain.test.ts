import type { AddressInfo } from 'node:net'
import { request } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from './context.ts'
import { createDrain } from './drain.ts'

/** A GET on a kept-alive connection of `agent`, answering status, retry-after and body. */
function get(port: number, path: string, agent: import('node:http').Agent) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string }>(
    (resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'] as string | undefined,
            body,
          }),
        )
      })
      sent.on('error', reject)
      sent.end()
    },
  )
}

describe('createDrain', () => {
  it('finishes the requests under way and refuses new ones with 503', async () => {
    const drain = createDrain()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let arrived = () => {}
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve
    })
    const app = new Hono<AppEnv>()
    app.use(drain.middleware)
    app.get('/slow', async (c) => {
      arrived()
      await held
      return c.text('done')
    })
    app.get('/quick', (c) => c.text('quick'))
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      )
    })
    const { port } = server.address() as AddressInfo
    const { Agent } = await import('node:http')
    const agent = new Agent({ keepAlive: true, maxSockets: 2 })
    try {
      // Two connections kept alive: one busy with the slow request, one idle but open.
      const warm = await Promise.all([get(port, '/quick', agent), get(port, '/quick', agent)])
      expect(warm.map((answer) => answer.status)).toEqual([200, 200])
      const slow = get(port, '/slow', agent)
      await slowArrived
      let ended: boolean | null = null
      const started = drain.start(server, 30_000).then((finished) => {
        ended = finished
      })
      const refused = await get(port, '/quick', agent)
      expect(refused.status).toBe(503)
      expect(refused.retryAfter).toBe('5')
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'service_unavailable' })
      expect(ended).toBeNull()
      release()
      expect(await slow).toMatchObject({ status: 200, body: 'done' })
      await started
      expect(ended).toBe(true)
    } finally {
      agent.destroy()
      server.close()
    }
  })

  it('answers false when requests are still under way at the deadline', async () => {
    const drain = createDrain()
    const app = new Hono<AppEnv>()
    app.use(drain.middleware)
    let arrived = () => {}
    const hanging = new Promise<void>((resolve) => {
      arrived = resolve
    })
    app.get('/hang', async () => {
      arrived()
      return new Promise<Response>(() => {})
    })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      )
    })
    const { port } = server.address() as AddressInfo
    const controller = new AbortController()
    fetch(`http://127.0.0.1:${port}/hang`, { signal: controller.signal }).catch(() => {})
    await hanging
    expect(await drain.start(server, 50)).toBe(false)
    controller.abort()
    if ('closeAllConnections' in server) server.closeAllConnections()
  })
})
