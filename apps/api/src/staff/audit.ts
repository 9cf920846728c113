import type { AuditAction } from '@dating/domain/staff'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { staffAuditLog } from './schema.ts'
import { clientAddress, userAgent } from '../http/request.ts'

export type AuditDetails = Record<string, string | number | boolean | null>

export type AuditRecord = {
  staffId: number
  action: AuditAction
  siteId?: number | null
  /** What the action was done to, e.g. `report 12`. */
  subject?: string | null
  details?: AuditDetails
}

/**
 * Appends an entry to the audit log: who, what, when and from where (the client address the
 * back office's server passed on, and the browser). Called inside the action's transaction
 * when it has one (`db`), so an action and its entry are stored together or not at all.
 */
export async function writeAudit(
  c: Context<AppEnv>,
  record: AuditRecord,
  db: Database = c.var.deps.db,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: record.staffId,
    siteId: record.siteId ?? null,
    action: record.action,
    subject: record.subject ?? null,
    details: record.details ?? {},
    clientAddress: clientAddress(c),
    userAgent: userAgent(c)?.slice(0, 300) ?? null,
    createdAt: c.var.deps.now(),
  })
}
