import { pageCount } from '@dating/domain/moderation-queue'
import type { AuditAction, AuditEntry, PageInfo } from '@dating/domain/staff'
import { and, count, desc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import { staff, staffAuditLog, staffRoleGrants } from './schema.ts'

export const auditPageSize = 50

export type AuditQuery = {
  page: number
  /** The brands the admin manages. */
  sites: number[]
  site?: number
  staff?: number
  action?: AuditAction
}

/**
 * What an admin may read: entries about their brands, and the entries without a brand (logins,
 * logouts) of staff who hold, or were granted, a role on one of them.
 */
function visibleTo(siteIds: number[], site: number | undefined): SQL | undefined {
  if (site !== undefined) return eq(staffAuditLog.siteId, site)
  const brandList = sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  )
  return or(
    inArray(staffAuditLog.siteId, siteIds),
    and(
      isNull(staffAuditLog.siteId),
      or(
        exists(
          sql`(select 1 from ${staffRoleGrants} where ${staffRoleGrants.staffId} = ${staffAuditLog.staffId} and ${staffRoleGrants.siteId} in (${brandList}))`,
        ),
        exists(
          sql`(select 1 from ${staffAuditLog} as grants where grants.action = 'role_granted' and grants.subject = 'staff ' || ${staffAuditLog.staffId} and grants.site_id in (${brandList}))`,
        ),
      ),
    ),
  )
}

/** One page of the audit log, newest first. */
export async function auditPage(
  db: Database,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[] } & PageInfo> {
  const where = and(
    visibleTo(query.sites, query.site),
    query.staff === undefined ? undefined : eq(staffAuditLog.staffId, query.staff),
    query.action === undefined ? undefined : eq(staffAuditLog.action, query.action),
  )
  const [totalRow] = await db.select({ total: count() }).from(staffAuditLog).where(where)
  const total = totalRow?.total ?? 0
  const rows = await db
    .select({
      id: staffAuditLog.id,
      staff_id: staffAuditLog.staffId,
      staff_name: staff.name,
      staff_email: staff.email,
      site_id: staffAuditLog.siteId,
      brand: sites.name,
      action: staffAuditLog.action,
      subject: staffAuditLog.subject,
      details: staffAuditLog.details,
      client_address: staffAuditLog.clientAddress,
      user_agent: staffAuditLog.userAgent,
      created_at: staffAuditLog.createdAt,
    })
    .from(staffAuditLog)
    .innerJoin(staff, eq(staff.id, staffAuditLog.staffId))
    .leftJoin(sites, eq(sites.id, staffAuditLog.siteId))
    .where(where)
    .orderBy(desc(staffAuditLog.id))
    .limit(auditPageSize)
    .offset((query.page - 1) * auditPageSize)
  return {
    entries: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    page: query.page,
    page_count: pageCount(total, auditPageSize),
    total,
  }
}
