/**
 * A radius page walks distance bands (decision 084): for each listing rank the nearest band
 * first, each band sorted by distance, recent activity and id. The pages must come out exactly
 * as one sort of the whole circle by rank, distance, last active day and id would put them,
 * across band edges, ties at one town and every rank, on PGlite and PostgreSQL.
 */
import { membersPageSize } from '@dating/domain/constants'
import { membersPageSchema } from '@dating/domain/entities'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from './harness.ts'

const utrecht = { lat: 52.0907, lon: 5.1214 }

/** A point `km` from Utrecht towards `bearing` degrees (near enough on this scale). */
function towards(km: number, bearing: number) {
  const radians = (bearing * Math.PI) / 180
  const lat = utrecht.lat + (km / 111.2) * Math.cos(radians)
  const lon = utrecht.lon + (km / (111.2 * Math.cos((lat * Math.PI) / 180))) * Math.sin(radians)
  return { lat, lon }
}

// Distances on both sides of every band edge (10, 25, 50, 100 km), at the centre, near the
// 250 km rim and beyond it; several women share a town, so distance ties are broken by the day
// and the id.
const distancesKm = [0, 3, 9.5, 10.5, 24, 26, 49, 51, 75, 99, 101, 140, 180, 230, 248, 262, 300]

describe.each(backends)('distance bands on %s', (backend) => {
  let api: Api
  let site: Site
  let cookie: string
  const host = 'bands.test'

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host, countries: ['NL'], geoipCountry: 'NL' })
    await createMember(api.db, {
      site,
      email: 'seeker@example.com',
      profile: { name: 'Seeker', gender: 'male', sexuality: 'hetero', ...utrecht },
    })
    let n = 0
    for (const [index, km] of distancesKm.entries()) {
      for (const bearing of [0, 90, 200]) {
        for (let twin = 0; twin < 2; twin++) {
          n++
          await createMember(api.db, {
            site,
            profile: {
              name: `Woman ${n}`,
              gender: 'female',
              // The ranks 0-3 spread over every band: a photo for 2, an about text for 1.
              imageCount: (index + twin) % 2 === 0 ? 1 : 0,
              about: (index + bearing) % 3 === 0 ? '' : 'Hallo',
              lastActiveOn: n % 5 === 0 ? null : `2026-11-${String(10 + (n % 7)).padStart(2, '0')}`,
              ...towards(km, bearing),
            },
          })
        }
      }
    }
    cookie = await loginAs(api, host, 'seeker@example.com')
  })
  afterAll(() => api.stop())

  async function page(query: string, number: number) {
    const response = await api.request(`/api/members.php?${query}&page=${number}`, {
      host,
      headers: { cookie },
    })
    expect(response.status).toBe(200)
    return v.parse(membersPageSchema, await response.json())
  }

  /** The whole circle in one sort, as decisions 063 and 081 define the order. */
  async function sortedCircle(radiusKm: number): Promise<number[]> {
    const distance = sql`(12742 * asin(least(1, sqrt(power(sin(radians(lat - ${utrecht.lat}::float8) / 2), 2) + cos(radians(${utrecht.lat}::float8)) * cos(radians(lat)) * power(sin(radians(lon - ${utrecht.lon}::float8) / 2), 2)))))`
    const rows = (await api.db.execute(
      sql`select id from profiles where site_id = ${site.id} and gender = 'female' and status = 'active' and ${distance} <= ${radiusKm} order by listing_rank desc, ${distance}, last_active_on desc nulls last, id desc`,
    )) as unknown as { rows: { id: number }[] } | { id: number }[]
    return (Array.isArray(rows) ? rows : rows.rows).map((row) => Number(row.id))
  }

  it.each([250, 100, 25])(
    'pages women within %i km exactly as one sort of the circle would',
    async (radiusKm) => {
      const expected = await sortedCircle(radiusKm)
      expect(expected.length).toBeGreaterThan(radiusKm === 25 ? 20 : membersPageSize)
      const pages = Math.ceil(expected.length / membersPageSize)
      const found: number[] = []
      for (let number = 1; number <= pages; number++) {
        const result = await page(`gender=female&radius_km=${radiusKm}`, number)
        expect(result.numResults).toBe(expected.length)
        found.push(...result.results.map((card) => card.id))
      }
      expect(found).toEqual(expected)
    },
  )

  it('shows nobody on the page after the last', async () => {
    const expected = await sortedCircle(250)
    const after = Math.ceil(expected.length / membersPageSize) + 1
    expect((await page('gender=female&radius_km=250', after)).results).toEqual([])
  })
})
