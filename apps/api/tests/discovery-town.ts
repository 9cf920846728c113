/**
 * The town both discovery tests start from (discovery.test.ts, recent-activity.test.ts): an
 * api on a Dutch brand and a man in Utrecht looking for women, with towns at known distances.
 */
import { expect } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { createMember, createSite } from '../src/testing/builders.ts'
import { type Api, type BackendName, loginAs, startApi } from './harness.ts'

export const towns = {
  utrecht: { lat: 52.0907, lon: 5.1214 },
  amersfoort: { lat: 52.1561, lon: 5.3878 }, // 20 km from Utrecht
  amsterdam: { lat: 52.3676, lon: 4.9041 }, // 35 km
  groningen: { lat: 53.2194, lon: 6.5665 }, // 160 km
}

export const seekerEmail = 'seeker@example.com'

export type DiscoveryTown = {
  api: Api
  site: Site
  /** GET as a visitor, or as a member with their session cookie; expects 200. */
  get: (path: string, cookie?: string) => Promise<unknown>
  /** The seeker's session cookie. */
  seeker: () => Promise<string>
}

export async function startDiscoveryTown(
  backend: BackendName,
  host: string,
): Promise<DiscoveryTown> {
  const api = await startApi(backend)
  const site = await createSite(api.db, { domain: host, countries: ['NL'], geoipCountry: 'NL' })
  await createMember(api.db, {
    site,
    email: seekerEmail,
    profile: { name: 'Seeker', gender: 'male', sexuality: 'hetero', ...towns.utrecht },
  })
  return {
    api,
    site,
    async get(path, cookie) {
      const response = await api.request(path, { host, headers: cookie ? { cookie } : {} })
      expect(response.status).toBe(200)
      return response.json()
    },
    seeker: () => loginAs(api, host, seekerEmail),
  }
}
