import { type Locale, localeFromLanguageTag } from '@dating/domain/locales'
import {
  type Country,
  isCountry,
  regionKindByCountry,
  regionsByCountry,
} from '@dating/domain/countries'
import type { Settings } from '@dating/domain/entities'
import { searchFields } from '@dating/domain/members-search'
import { profileFields } from '@dating/domain/profile-attributes'
import type { Site } from '../http/context.ts'

type Translate = (id: string, values?: Record<string, string | number>) => string

/** region_data of the settings (and GET /api/regions.php): region kind, its label, the regions. */
export function regionData(countryList: readonly Country[], t: Translate): Settings['region_data'] {
  return Object.fromEntries(
    countryList.map((country) => {
      const kind = regionKindByCountry[country]
      return [
        country,
        {
          kind,
          label: t(`region.kind.${kind}`),
          regions: regionsByCountry[country].map((region) => ({ ...region })),
        },
      ]
    }),
  )
}

/** geoip_selected_country: the asked country when the brand serves it, else its geoip country. */
export function selectedCountryOf(site: Site, asked: string | undefined): Country {
  return isCountry(asked) && site.countries.includes(asked) ? asked : site.geoipCountry
}

/** The Settings object of SPEC §3 for a brand, with its texts in the request's locale. */
export function settingsView(
  site: Site,
  options: {
    t: Translate
    pushPublicKey: string | null
    selectedCountry?: string
    /** The request's locale: the brand's own title and description are in its language only. */
    locale?: Locale
    /** The brand of `sister_site_id`, when it takes signups (decision 084). */
    sisterBrand?: { name: string; domain: string } | null
  },
): Settings {
  const { t } = options
  const selected = selectedCountryOf(site, options.selectedCountry)
  // The brand writes its home page's title and description in its domain language; a visitor
  // reading another language gets the catalogue's, with the brand's name.
  const ownLanguage =
    options.locale === undefined || options.locale === localeFromLanguageTag(site.domainLanguage)
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    niche: site.niche,
    index_title: ownLanguage ? site.indexTitle : t('brand.indexTitle', { brand: site.name }),
    description: ownLanguage ? site.description : t('brand.description', { brand: site.name }),
    geoip_country: site.geoipCountry,
    geoip_selected_country: selected,
    signups: site.signups,
    sister_brand: options.sisterBrand ?? null,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    push_public_key: options.pushPublicKey,
    minimum_message_costs: site.minimumMessageCosts,
    support_email: site.supportEmail,
    support_phone: site.supportPhone,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    fictional_icon: site.fictionalIcon,
    fictional_warning: site.fictionalWarning ?? t('fictional.warning'),
    fictional_singular: site.fictionalSingular ?? t('api.fictional.singular'),
    fictional_plural: site.fictionalPlural ?? t('api.fictional.plural'),
    countries: [...site.countries],
    visible_profile_fields: site.visibleProfileFields.filter(isListed(profileFields)),
    visible_profile_notes: site.visibleProfileNotes,
    region_data: regionData(site.countries, t),
    message_credits: site.messageCredits,
    signup_credits: site.signupCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    message_length: site.messageLength,
    company_name: site.companyName,
    company_address: site.companyAddress,
    company_kvk: site.companyKvk,
    company_city: site.companyCity,
    company_country: site.companyCountry,
    company_tradenames: [...site.companyTradenames],
    company_vat_numbers: [...site.companyVatNumbers],
    company_added: site.companyAdded,
    company_id: site.companyId,
    delete_discount: site.deleteDiscount,
    search_fields: site.searchFields.filter(isListed(searchFields)),
    refund_days: site.refundDays,
    interests: site.interests,
    member_resell: site.memberResell,
    mail_name: site.mailName,
    us_footer: site.usFooter,
  }
}

function isListed<T extends string>(allowed: readonly T[]): (value: string) => value is T {
  return (value): value is T => (allowed as readonly string[]).includes(value)
}
