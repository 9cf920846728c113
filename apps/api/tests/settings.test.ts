import {
  companyInfoResponseSchema,
  interestsResponseSchema,
  regionsResponseSchema,
  settingsSchema,
} from '@dating/domain/entities'
import { interests } from '@dating/domain/interests'
import { translate } from '@dating/i18n/translate'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushKeys } from '../src/db/schema.ts'
import { createSite } from '../src/testing/builders.ts'
import { type Api, backends, setCookie, startApi } from './harness.ts'

describe.each(backends)('settings and catalogue calls on %s', (backend) => {
  let api: Api

  beforeAll(async () => {
    api = await startApi(backend)
    const flirtwave = await createSite(api.db, {
      domain: 'localhost',
      isDefault: true,
      name: 'Flirtwave',
    })
    const herzklopfen = await createSite(api.db, {
      domain: 'de.localhost',
      name: 'Herzklopfen',
      signups: 'with_trafficsource',
      sisterSiteId: flirtwave.id,
      domainLanguage: 'de_DE',
      geoipCountry: 'DE',
      countries: ['DE', 'NL'],
      companyAdded: '2022-01-01',
    })
    // Its sister takes signups only from partner links: not one to send a visitor to.
    await createSite(api.db, {
      domain: 'xx.localhost',
      name: 'Nowhere',
      domainLanguage: 'xx_XX',
      sisterSiteId: herzklopfen.id,
    })
  })
  afterAll(() => api.stop())

  const settings = async (path: string, init: RequestInit & { host?: string } = {}) => {
    const response = await api.request(path, init)
    expect(response.status).toBe(200)
    return { response, body: v.parse(settingsSchema, await response.json()) }
  }

  it('answers the brand of the host with every Settings field', async () => {
    const { body } = await settings('/api/settings.php', { host: 'de.localhost:3000' })
    expect(body.name).toBe('Herzklopfen')
    expect(body.domain_language).toBe('de_DE')
    expect(Object.keys(body).sort()).toEqual(Object.keys(settingsSchema.entries).sort())
    expect(Object.keys(body.region_data)).toEqual(['DE', 'NL'])
    expect(body.region_data.DE?.label).toBe(translate('de', 'region.kind.state'))
    expect(body.fictional_plural).toBe(translate('de', 'api.fictional.plural'))
    expect(body.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(Buffer.from(body.push_public_key ?? '', 'base64url')[0]).toBe(4)
  })

  it('names the sister brand of an invite-only brand only when the sister takes anyone', async () => {
    const german = await settings('/api/settings.php', { host: 'de.localhost:3000' })
    expect(german.body.sister_brand).toEqual({ name: 'Flirtwave', domain: 'localhost' })
    const english = await settings('/api/settings.php', { host: 'localhost' })
    expect(english.body.sister_brand).toBeNull()
    const nowhere = await settings('/api/settings.php', { host: 'xx.localhost' })
    expect(nowhere.body.sister_brand).toBeNull()
  })

  it("answers the brand's title and description in its language, the catalogue's in others", async () => {
    const english = await settings('/api/settings.php', { host: 'localhost' })
    const brandsOwn = english.body.index_title
    const german = await settings('/api/settings.php', {
      host: 'localhost',
      headers: { cookie: 'locale=de' },
    })
    expect(german.body.index_title).toBe(
      translate('de', 'brand.indexTitle', { brand: 'Flirtwave' }),
    )
    expect(german.body.description).toBe(
      translate('de', 'brand.description', { brand: 'Flirtwave' }),
    )
    expect(german.body.index_title).not.toBe(brandsOwn)
    const polish = await settings('/api/settings.php', {
      host: 'localhost',
      headers: { cookie: 'locale=pl' },
    })
    expect(polish.body.index_title).toContain('singli')
  })

  it('keeps one push key pair for every brand and call', async () => {
    const first = await settings('/api/settings.php', { host: 'localhost' })
    const second = await settings('/api/settings.php', { host: 'de.localhost' })
    expect(first.body.push_public_key).toBe(second.body.push_public_key)
    expect(await api.db.$count(pushKeys)).toBe(1)
  })

  it('follows ?domain= over the host and falls back to the default brand', async () => {
    expect(
      (await settings('/api/settings.php?domain=de.localhost', { host: 'localhost' })).body.name,
    ).toBe('Herzklopfen')
    expect((await settings('/api/settings.php', { host: 'unknown.example' })).body.name).toBe(
      'Flirtwave',
    )
    expect((await settings('/api/settings.php', { host: 'www.de.localhost' })).body.name).toBe(
      'Herzklopfen',
    )
  })

  it('sets the locale cookie from domain_language only when none exists (SPEC §7)', async () => {
    const fresh = await settings('/api/settings.php', { host: 'de.localhost' })
    expect(setCookie(fresh.response, 'locale')).toMatch(
      /^locale=de; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    )

    const withCookie = await settings('/api/settings.php', {
      host: 'de.localhost',
      headers: { cookie: 'locale=fr' },
    })
    expect(setCookie(withCookie.response, 'locale')).toBeUndefined()
    expect(withCookie.body.region_data.DE?.label).toBe(translate('fr', 'region.kind.state'))

    const unsupported = await settings('/api/settings.php', { host: 'xx.localhost' })
    expect(setCookie(unsupported.response, 'locale')).toBeUndefined()
  })

  it('localises interests, regions and keeps the company info', async () => {
    const interestsResponse = await api.request('/api/interests.php', {
      host: 'localhost',
      headers: { cookie: 'locale=nl' },
    })
    const list = v.parse(interestsResponseSchema, await interestsResponse.json()).interests
    expect(list.map((interest) => interest.id)).toEqual(interests)
    expect(list.every((interest) => !interest.name.startsWith('interest.'))).toBe(true)

    const regions = await api.request('/api/regions.php?country=PL', { host: 'localhost' })
    const parsed = v.parse(regionsResponseSchema, await regions.json()).regions
    expect(Object.keys(parsed)).toEqual(['PL'])
    expect(parsed.PL?.kind).toBe('voivodeship')

    const brandRegions = await api.request('/api/regions.php', { host: 'localhost' })
    expect(Object.keys(v.parse(regionsResponseSchema, await brandRegions.json()).regions)).toEqual([
      'GB',
      'NL',
      'DE',
    ])

    const company = await api.request('/api/companyinfo.php', { host: 'de.localhost' })
    const info = v.parse(companyInfoResponseSchema, await company.json()).company
    expect(info.added).toBe('2022-01-01')
    expect(info.terms_version_date).toBe('2023-12-01T12:00:00.000Z')
    const later = await api.request('/api/companyinfo.php', { host: 'localhost' })
    expect(v.parse(companyInfoResponseSchema, await later.json()).company.terms_version_date).toBe(
      '2024-03-01T00:00:00.000Z',
    )
  })

  it.each([
    '/api/regions.php?country=US',
    '/api/regions.php?country=',
    '/api/settings.php?domain=%3Cscript%3E',
  ])('refuses %s with 400 validation_failed', async (path) => {
    const response = await api.request(path, { host: 'localhost' })
    expect(response.status).toBe(400)
    expect((await response.json()) as unknown).toMatchObject({ error: 'validation_failed' })
  })

  it('answers health and unknown paths with the error envelope', async () => {
    const health = await api.request('/api/health')
    expect(await health.json()).toEqual({ status: 'ok' })
    const missing = await api.request('/api/nothing.php', { headers: { cookie: 'locale=es' } })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: 'not_found',
      message: 'No se ha encontrado lo que buscas.',
    })
    expect(api.logLines.some((line) => /^GET \/api\/nothing\.php 404 \d+\.\dms$/.test(line))).toBe(
      true,
    )
  })
})

describe('an empty database', () => {
  it('answers 503 not_configured instead of failing, and health still passes', async () => {
    const api = await startApi('pglite')
    try {
      expect((await api.request('/api/health')).status).toBe(200)
      const response = await api.request('/api/settings.php')
      expect(response.status).toBe(503)
      expect(((await response.json()) as { error: string }).error).toBe('not_configured')
    } finally {
      await api.stop()
    }
    // A fresh database is migrated inside this test: as long as a suite's setup may take.
  }, 120_000)
})
