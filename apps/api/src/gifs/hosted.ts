/**
 * A hosted gif api with Giphy's REST shape (`/v1/gifs/search`, `/v1/gifs/{id}`), used when
 * GIF_API_KEY is set. Only https image urls the api answered are ever stored in a message.
 */
import * as v from 'valibot'
import type { GifProvider } from './provider.ts'

const gifObject = v.object({
  id: v.string(),
  title: v.optional(v.string(), ''),
  images: v.object({ fixed_height: v.object({ url: v.pipe(v.string(), v.url()) }) }),
})
const searchAnswer = v.object({ data: v.array(gifObject) })
const singleAnswer = v.object({ data: gifObject })

const timeoutMs = 4_000

export function hostedGifs(options: {
  baseUrl: string
  apiKey: string
  fetch?: typeof fetch
}): GifProvider {
  const get = async (path: string, query: Record<string, string>) => {
    const url = new URL(path, options.baseUrl)
    url.searchParams.set('api_key', options.apiKey)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    const response = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`gif api answered ${response.status}`)
    return response.json() as Promise<unknown>
  }
  return {
    name: 'hosted',
    search: async (query, limit) => {
      const answer = await get(query ? '/v1/gifs/search' : '/v1/gifs/trending', {
        q: query,
        limit: String(limit),
        rating: 'pg-13',
      })
      const parsed = v.parse(searchAnswer, answer)
      return parsed.data.map((gif) => ({
        id: gif.id,
        url: gif.images.fixed_height.url,
        title: gif.title,
      }))
    },
    resolve: async (id) => {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null
      const answer = await get(`/v1/gifs/${id}`, {})
      if (answer === null) return null
      return v.parse(singleAnswer, answer).data.images.fixed_height.url
    },
  }
}
