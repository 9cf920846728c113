import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from './context.ts'

export const healthRoutes = new Hono<AppEnv>().get('/api/health', async (c) => {
  await c.var.deps.db.execute(sql`select 1`)
  return c.json({ status: 'ok' })
})
