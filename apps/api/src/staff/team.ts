import type { TeamMember } from '@dating/domain/staff'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import { staff, staffRoleGrants } from './schema.ts'

/** The staff holding a role on the brands `siteIds`, with those roles only, by name. */
export async function teamOf(db: Database, siteIds: number[]): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      passwordHash: staff.passwordHash,
      site_id: staffRoleGrants.siteId,
      brand: sites.name,
      domain: sites.domain,
      role: staffRoleGrants.role,
    })
    .from(staffRoleGrants)
    .innerJoin(staff, eq(staff.id, staffRoleGrants.staffId))
    .innerJoin(sites, eq(sites.id, staffRoleGrants.siteId))
    .where(inArray(staffRoleGrants.siteId, siteIds))
    .orderBy(staff.name, staff.id, staffRoleGrants.siteId, staffRoleGrants.role)
  const team = new Map<number, TeamMember>()
  for (const row of rows) {
    let member = team.get(row.id)
    if (!member) {
      member = {
        id: row.id,
        name: row.name,
        email: row.email,
        active: row.passwordHash !== null,
        roles: [],
      }
      team.set(row.id, member)
    }
    member.roles.push({
      site_id: row.site_id,
      brand: row.brand,
      domain: row.domain,
      role: row.role,
    })
  }
  return [...team.values()]
}
