import { isRegionOf } from '@dating/domain/countries'
import { membersSearchSchema } from '@dating/domain/members-search'
import { Hono } from 'hono'
import type { AppEnv } from '../context.ts'
import { ApiError } from '../http/errors.ts'
import { today, viewerOf } from '../http/guards.ts'
import { readQuery } from '../http/input.ts'
import { type MemberFilters, searchMembers } from '../search/members.ts'

export const membersRoutes = new Hono<AppEnv>().get('/api/members.php', async (c) => {
  const { page, ...filters } = readQuery(c, membersSearchSchema)
  if (filters.countryregion !== undefined) {
    if (!filters.country || !isRegionOf(filters.country, filters.countryregion)) {
      throw new ApiError('validation_failed', { field: 'countryregion' })
    }
  }
  if (
    filters.min_age !== undefined &&
    filters.max_age !== undefined &&
    filters.min_age > filters.max_age
  ) {
    throw new ApiError('validation_failed', { field: 'max_age' })
  }

  const site = c.var.site
  let effective: MemberFilters = filters
  if (!c.var.session) {
    // Visitors who came through a traffic source (a `network` query) get that setting.
    const visibility = c.req.query('network')
      ? site.loggedOutSearchTrafficsource
      : site.loggedOutSearch
    if (visibility === 'none') throw new ApiError('authentication_required')
    if (visibility === 'basic') effective = {}
  }

  return c.json(
    await searchMembers(c.var.deps.db, {
      siteId: site.id,
      viewer: viewerOf(c),
      filters: effective,
      page,
      today: today(c),
    }),
  )
})
