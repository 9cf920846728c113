import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quantile, runLoad } from './load.ts'

describe('quantile', () => {
  it('picks the nearest rank', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(quantile(sorted, 0.5)).toBe(5)
    expect(quantile(sorted, 0.9)).toBe(9)
    expect(quantile(sorted, 0.99)).toBe(10)
    expect(quantile([], 0.5)).toBe(0)
  })
})

describe('runLoad', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.statusCode = request.url === '/fail' ? 500 : 200
      response.end(request.headers.cookie ?? 'none')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('counts answered requests and no failures on 2xx', async () => {
    const result = await runLoad({ url: `${base}/ok`, concurrency: 2, durationMs: 50 })
    expect(result.requests).toBeGreaterThan(0)
    expect(result.failures).toBe(0)
  })

  it('counts non-2xx answers as failures', async () => {
    const result = await runLoad({ url: `${base}/fail`, concurrency: 2, durationMs: 50 })
    expect(result.failures).toBe(result.requests)
  })

  it('refuses targets that are not loopback', async () => {
    await expect(
      runLoad({ url: 'http://example.com/', concurrency: 1, durationMs: 10 }),
    ).rejects.toThrow(/loopback/)
  })
})
