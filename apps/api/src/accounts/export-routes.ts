import { exportPath } from '@dating/domain/account'
import { Hono } from 'hono'
import { collectAccountExport, exportFileName } from './export.ts'
import type { AppEnv } from '../http/context.ts'
import { requireSession } from '../http/guards.ts'

/** The member's data as a JSON download (GDPR export), only ever their own. */
export const accountExportRoutes = new Hono<AppEnv>().get(exportPath, async (c) => {
  const current = requireSession(c)
  const { db, media, now } = c.var.deps
  const at = now()
  const data = await collectAccountExport(db, media, {
    userId: current.userId,
    profileId: current.profileId,
    sessionTokenHash: current.tokenHash,
    brand: c.var.site.name,
    now: at,
  })
  const fileName = exportFileName(c.var.site.name, at)
  return c.body(JSON.stringify(data, null, 2), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  })
})
