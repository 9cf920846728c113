import { countries } from '@dating/domain/countries'
import { defaultTermsVersionDate } from '@dating/domain/constants'
import { interestIcons, interests } from '@dating/domain/interests'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv, Site } from '../http/context.ts'
import { readQuery } from '../http/input.ts'
import { regionData } from './settings-view.ts'

const regionsQuerySchema = v.object({ country: v.optional(v.picklist(countries)) })

/** SPEC §9: the default terms date, or the company-added date when that is later. */
export function termsVersionDate(companyAdded: string): string {
  const added = new Date(`${companyAdded}T00:00:00Z`)
  const fallback = new Date(defaultTermsVersionDate)
  return added.getTime() > fallback.getTime() ? added.toISOString() : fallback.toISOString()
}

function companyView(site: Site) {
  return {
    name: site.companyName,
    address: site.companyAddress,
    kvk: site.companyKvk,
    city: site.companyCity,
    country: site.companyCountry,
    tradenames: [...site.companyTradenames],
    vat_numbers: [...site.companyVatNumbers],
    added: site.companyAdded,
    id: site.companyId,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    terms_version_date: termsVersionDate(site.companyAdded),
    managing_director: site.companyDirector,
  }
}

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/api/interests.php', (c) =>
    c.json({
      interests: interests.map((id) => ({
        id,
        name: c.var.t(`interest.${id}`),
        icon: interestIcons[id],
      })),
    }),
  )
  .get('/api/regions.php', (c) => {
    const { country } = readQuery(c, regionsQuerySchema)
    return c.json({ regions: regionData(country ? [country] : c.var.site.countries, c.var.t) })
  })
  .get('/api/companyinfo.php', (c) => c.json({ company: companyView(c.var.site) }))
