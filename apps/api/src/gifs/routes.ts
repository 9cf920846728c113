import { gifSearchSchema } from '@dating/domain/chat'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readQuery } from '../http/input.ts'
import { stickerSvg } from './stickers.ts'

const resultsPerSearch = 24

const svgHeaders = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
}

export const gifRoutes = new Hono<AppEnv>()
  .get('/api/gifs.php', async (c) => {
    requireSession(c)
    const { q } = readQuery(c, gifSearchSchema)
    try {
      return c.json({ gifs: await c.var.deps.gifs.search(q, resultsPerSearch) })
    } catch (error) {
      console.error(`gif search (${c.var.deps.gifs.name}) failed:`, error)
      throw new ApiError('not_configured')
    }
  })
  .get('/api/sticker.php', (c) => {
    const { id } = readQuery(c, v.object({ id: v.pipe(v.string(), v.maxLength(40)) }))
    const svg = stickerSvg(id)
    if (!svg) throw new ApiError('not_found')
    return c.body(svg, 200, svgHeaders)
  })
