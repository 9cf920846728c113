import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostedGifs } from './hosted.ts'
import { bundledStickers } from './stickers.ts'

const gif = (id: string) => ({
  id,
  title: `gif ${id}`,
  images: { fixed_height: { url: `https://media.example/${id}.gif` } },
})

describe('the hosted gif adapter against a local fake of the gif api', () => {
  let server: Server
  let baseUrl: string
  const seen: URL[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake')
      seen.push(url)
      response.setHeader('content-type', 'application/json')
      if (url.searchParams.get('api_key') !== 'key-1') {
        response.statusCode = 403
        response.end('{"message":"bad key"}')
        return
      }
      if (url.pathname === '/v1/gifs/search' || url.pathname === '/v1/gifs/trending') {
        response.end(JSON.stringify({ data: [gif('abc'), gif('def')] }))
        return
      }
      if (url.pathname === '/v1/gifs/abc') {
        response.end(JSON.stringify({ data: gif('abc') }))
        return
      }
      response.statusCode = 404
      response.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('searches with the key and the query, trending for an empty query', async () => {
    const provider = hostedGifs({ baseUrl, apiKey: 'key-1' })
    expect(await provider.search('hello', 2)).toEqual([
      { id: 'abc', url: 'https://media.example/abc.gif', title: 'gif abc' },
      { id: 'def', url: 'https://media.example/def.gif', title: 'gif def' },
    ])
    expect(seen.at(-1)?.searchParams.get('q')).toBe('hello')
    await provider.search('', 2)
    expect(seen.at(-1)?.pathname).toBe('/v1/gifs/trending')
  })

  it('resolves only ids the api knows, and never asks for a malformed one', async () => {
    const provider = hostedGifs({ baseUrl, apiKey: 'key-1' })
    expect(await provider.resolve('abc')).toBe('https://media.example/abc.gif')
    expect(await provider.resolve('zzz')).toBeNull()
    const before = seen.length
    expect(await provider.resolve('../etc/passwd')).toBeNull()
    expect(seen.length).toBe(before)
  })

  it('fails loudly on a refused key', async () => {
    await expect(hostedGifs({ baseUrl, apiKey: 'wrong' }).search('x', 1)).rejects.toThrow(/403/)
  })
})

describe('the bundled stickers', () => {
  it('finds stickers by word and resolves their ids to the api url', async () => {
    const found = await bundledStickers.search('hello', 5)
    expect(found.map((sticker) => sticker.id)).toEqual(['wave'])
    expect(await bundledStickers.resolve('wave')).toBe('/api/sticker.php?id=wave')
    expect(await bundledStickers.resolve('nope')).toBeNull()
  })
})
