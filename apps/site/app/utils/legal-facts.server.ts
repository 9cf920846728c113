import type { CompanyInfo } from '@dating/api-client/calls'
import type { Settings } from '@dating/domain/entities'
import { isCountry } from '@dating/domain/countries'
import { readableSupportPhone } from '@dating/domain/support-contact'
import { formatDate } from '@dating/i18n/format'
import { type CatalogueId, intlLocaleFor } from '@dating/i18n/locales'
import type { LegalFacts } from '~/legal/legal-document.server.ts'

/** The brand's company data as the legal texts name it, in the page's language. */
export function legalFacts(
  settings: Pick<Settings, 'name' | 'domain' | 'refund_days'>,
  company: CompanyInfo,
  catalogueId: CatalogueId,
  messages: Record<string, string>,
): LegalFacts {
  const country = isCountry(company.country)
    ? (messages[`country.${company.country}`] ?? company.country)
    : company.country
  const list = new Intl.ListFormat(intlLocaleFor(catalogueId), { type: 'conjunction' })
  return {
    brand: settings.name,
    domain: settings.domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country,
    kvk: company.kvk,
    vat: company.vat_numbers.join(', '),
    tradenames: list.format(company.tradenames.length > 0 ? company.tradenames : [settings.name]),
    email: company.support_email,
    phone: readableSupportPhone(company.support_phone),
    refundDays: String(settings.refund_days),
    // Legal dates in full ("1 December 2023"), never abbreviated.
    termsDate: formatDate(company.terms_version_date, catalogueId, 'long'),
    director: company.managing_director,
  }
}
