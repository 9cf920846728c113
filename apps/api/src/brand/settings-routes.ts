import { localeCookie } from '../http/request.ts'
import { setLocaleCookie } from '../http/cookies.ts'
import { isLocale, localeFromLanguageTag } from '@dating/domain/locales'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Settings } from '@dating/domain/entities'
import type { AppEnv, Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { sites } from '../db/schema.ts'
import { readQuery } from '../http/input.ts'
import { ensurePushKeys } from '../push/keys.ts'
import { selectedCountryOf, settingsView } from './settings-view.ts'

const settingsQuerySchema = v.object({
  domain: v.optional(v.pipe(v.string(), v.maxLength(253), v.regex(/^[A-Za-z0-9.:[\]-]*$/))),
  country: v.optional(v.pipe(v.string(), v.maxLength(2))),
})

// The key pair never changes once stored, so each database is asked once.
const publicKeys = new WeakMap<Database, Promise<string>>()

function pushPublicKey(db: Database): Promise<string> {
  let key = publicKeys.get(db)
  if (!key) {
    key = ensurePushKeys(db).then((keys) => keys.publicKey)
    key.catch(() => publicKeys.delete(db))
    publicKeys.set(db, key)
  }
  return key
}

type SisterBrand = { name: string; domain: string } | null

/** Per brand row, like the texts below: the sister brand read once until the row changes. */
const sisterBrands = new WeakMap<Site, Promise<SisterBrand>>()

/**
 * The brand of `sister_site_id` when it takes signups from anyone (decision 084): the one an
 * invite-only notice may send a visitor to. A sister that is itself closed is not named.
 */
function sisterBrandOf(db: Database, site: Site): Promise<SisterBrand> {
  if (site.sisterSiteId === null) return Promise.resolve(null)
  let sister = sisterBrands.get(site)
  if (!sister) {
    sister = db
      .select({ name: sites.name, domain: sites.domain, signups: sites.signups })
      .from(sites)
      .where(eq(sites.id, site.sisterSiteId))
      .then(([row]) =>
        row && row.signups === 'all' ? { name: row.name, domain: row.domain } : null,
      )
    sister.catch(() => sisterBrands.delete(site))
    sisterBrands.set(site, sister)
  }
  return sister
}

/**
 * The settings as JSON text per brand row, locale and selected country. The brand resolver
 * hands out the same row object until the row is read again (a change, or its cache time), so
 * a changed brand starts a new cache (decision 037).
 */
const settingsTexts = new WeakMap<Site, Map<string, string>>()

function cachedText(site: Site, key: string, build: () => Settings): string {
  let texts = settingsTexts.get(site)
  if (!texts) {
    texts = new Map()
    settingsTexts.set(site, texts)
  }
  let text = texts.get(key)
  if (text === undefined) {
    text = JSON.stringify(build())
    texts.set(key, text)
  }
  return text
}

export const settingsRoutes = new Hono<AppEnv>().get('/api/settings.php', async (c) => {
  const query = readQuery(c, settingsQuerySchema)
  const site = c.var.site
  const publicKey = await pushPublicKey(c.var.deps.db)
  const sisterBrand = await sisterBrandOf(c.var.deps.db, site)
  // SPEC §7: without a locale cookie, remember the brand's language when it is supported.
  const domainLocale = localeFromLanguageTag(site.domainLanguage)
  if (!isLocale(localeCookie(c)) && domainLocale !== null) setLocaleCookie(c, domainLocale)
  const selectedCountry = selectedCountryOf(site, query.country)
  const text = cachedText(site, `${c.var.locale} ${selectedCountry}`, () =>
    settingsView(site, {
      t: c.var.t,
      pushPublicKey: publicKey,
      selectedCountry,
      locale: c.var.locale,
      sisterBrand,
    }),
  )
  return c.body(text, 200, { 'Content-Type': 'application/json' })
})
