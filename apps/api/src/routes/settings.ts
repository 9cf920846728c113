import { isLocale, localeFromLanguageTag } from '@dating/domain/locales'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppEnv } from '../context.ts'
import type { Database } from '../db/client.ts'
import { isSecureRequest } from '../http/guards.ts'
import { readQuery } from '../http/input.ts'
import { ensurePushKeys } from '../push/keys.ts'
import { settingsView } from '../views/settings.ts'
import { localeCookie } from '../http/locale-cookie.ts'

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

export const settingsRoutes = new Hono<AppEnv>().get('/api/settings.php', async (c) => {
  const query = readQuery(c, settingsQuerySchema)
  const site = c.var.site
  const publicKey = await pushPublicKey(c.var.deps.db)
  // SPEC §7: without a locale cookie, remember the brand's language when it is supported.
  const domainLocale = localeFromLanguageTag(site.domainLanguage)
  if (!isLocale(getCookie(c, 'locale')) && domainLocale !== null) {
    c.header('Set-Cookie', localeCookie(domainLocale, { secure: isSecureRequest(c) }), {
      append: true,
    })
  }
  return c.json(
    settingsView(site, { t: c.var.t, pushPublicKey: publicKey, selectedCountry: query.country }),
  )
})
