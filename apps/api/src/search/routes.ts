import { trackingCookieValue } from '../http/request.ts'
import {
  filtersFor,
  membersSearchProblems,
  membersSearchSchema,
  searchAccess,
} from '@dating/domain/members-search'
import { decodeTracking, trackingFromQuery } from '@dating/domain/tracking'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { today } from '../http/guards.ts'
import { viewerOf } from '../photos/image-view.ts'
import { readQuery } from '../http/input.ts'
import { type MemberFilters, searchMembers } from './members.ts'

export const membersRoutes = new Hono<AppEnv>().get('/api/members.php', async (c) => {
  const { page, ...filters } = readQuery(c, membersSearchSchema)
  const [problem] = membersSearchProblems(filters)
  if (problem?.field === 'countryregion') throw new ApiError('search_region_invalid')
  if (problem?.field === 'max_age') throw new ApiError('search_ages_reversed')

  const site = c.var.site
  // Visitors who arrived with tracking data (stored at start, or on this very request) get
  // the traffic-source variant of logged_out_search.
  const tracked =
    decodeTracking(trackingCookieValue(c)) !== null ||
    trackingFromQuery(new URL(c.req.url).searchParams) !== null
  const access = searchAccess(
    {
      logged_out_search: site.loggedOutSearch,
      logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    },
    { loggedIn: c.var.session !== null, tracked },
  )
  if (access === 'none') throw new ApiError('authentication_required')
  const effective: MemberFilters = filtersFor(access, filters)

  const result = await searchMembers(c.var.deps.db, {
    siteId: site.id,
    viewer: viewerOf(c),
    filters: effective,
    page,
    today: today(c),
  })
  return c.json({ ...result, access })
})
