import { type Country, countries } from '@dating/domain/countries'
import { profileFields } from '@dating/domain/profile-attributes'
import { searchFields } from '@dating/domain/members-search'
import type { MinimumMessageCosts, sites } from '../db/schema.ts'

type SiteRow = typeof sites.$inferInsert

/** What a message costs at least, in each country's currency (shown on the pricing page). */
const minimumMessageCosts: MinimumMessageCosts = {
  DK: { costs: 7.45, currency: 'DKK' },
  DE: { costs: 0.99, currency: 'EUR' },
  GB: { costs: 0.85, currency: 'GBP' },
  ES: { costs: 0.99, currency: 'EUR' },
  FI: { costs: 0.99, currency: 'EUR' },
  FR: { costs: 0.99, currency: 'EUR' },
  IT: { costs: 0.99, currency: 'EUR' },
  NO: { costs: 11.5, currency: 'NOK' },
  NL: { costs: 0.99, currency: 'EUR' },
  PL: { costs: 4.29, currency: 'PLN' },
  SE: { costs: 11.25, currency: 'SEK' },
}

function costsFor(brandCountries: readonly Country[]): MinimumMessageCosts {
  return Object.fromEntries(
    brandCountries.map((country) => [country, minimumMessageCosts[country]]),
  )
}

/** The fictional company behind both brands. */
const company = {
  companyName: 'Heartline Media B.V.',
  companyAddress: 'Keizersgracht 221',
  companyKvk: '81234567',
  companyCity: '1016 DV Amsterdam',
  companyCountry: 'NL',
  companyTradenames: ['Flirtwave', 'Herzklopfen'],
  companyVatNumbers: ['NL862345678B01', 'DE328765432'],
  companyAdded: '2024-03-18',
  companyId: 1042,
  companyDirector: 'Marieke van den Berg',
} satisfies Partial<SiteRow>

export type Brand = {
  /** Folder of the brand's pool pictures in the media store. */
  slug: string
  site: SiteRow & { id: number; countries: Country[] }
}

export const flirtwave: Brand = {
  slug: 'flirtwave',
  site: {
    id: 1,
    isDefault: true,
    name: 'Flirtwave',
    domain: 'localhost',
    domainLanguage: 'en_GB',
    cdnPrefix: '/media/',
    niche: 1,
    indexTitle: 'Flirtwave – chat, flirt and meet singles near you',
    description:
      'Meet open-minded singles across Europe. Browse profiles for free, like, match and chat with members near you.',
    geoipCountry: 'GB',
    signups: 'all',
    loggedOutSearch: 'all',
    loggedOutSearchTrafficsource: 'all',
    minimumMessageCosts: costsFor(countries),
    supportEmail: 'support@flirtwave.example',
    supportPhone: '+44 20 3868 1123',
    enableSiteEntryPopup: 'yes',
    fictionalIcon: '🎭',
    fictionalWarning: null,
    fictionalSingular: null,
    fictionalPlural: null,
    countries: [...countries],
    visibleProfileFields: [...profileFields],
    visibleProfileNotes: true,
    messageCredits: 5,
    signupCredits: 10,
    photoCredits: 10,
    giftCredits: 15,
    messageLength: 1000,
    ...company,
    deleteDiscount: 50,
    searchFields: [...searchFields],
    refundDays: 14,
    interests: true,
    memberResell: false,
    mailName: 'Flirtwave',
  },
}

const herzklopfenCountries: Country[] = ['DE', 'NL', 'DK', 'PL']

export const herzklopfen: Brand = {
  slug: 'herzklopfen',
  site: {
    id: 2,
    isDefault: false,
    name: 'Herzklopfen',
    domain: 'de.localhost',
    domainLanguage: 'de_DE',
    cdnPrefix: '/media/',
    niche: 3,
    indexTitle: 'Herzklopfen – Singles kennenlernen, flirten und chatten',
    description:
      'Lerne Singles in deiner Nähe kennen: Profile ansehen, liken, matchen und chatten – diskret und unkompliziert.',
    geoipCountry: 'DE',
    signups: 'with_trafficsource',
    // The invite-only notice names Flirtwave, which takes anyone (decision 084).
    sisterSiteId: 1,
    loggedOutSearch: 'basic',
    loggedOutSearchTrafficsource: 'all',
    minimumMessageCosts: costsFor(herzklopfenCountries),
    supportEmail: 'hilfe@herzklopfen.example',
    supportPhone: '+49 30 2555 7788',
    enableSiteEntryPopup: 'yes',
    fictionalIcon: '💌',
    fictionalWarning: null,
    fictionalSingular: null,
    fictionalPlural: null,
    countries: herzklopfenCountries,
    visibleProfileFields: [
      'age',
      'country',
      'region',
      'gender',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'height',
      'interests',
    ],
    visibleProfileNotes: false,
    messageCredits: 6,
    signupCredits: 15,
    photoCredits: 12,
    giftCredits: 20,
    messageLength: 800,
    ...company,
    deleteDiscount: 50,
    searchFields: ['gender', 'country', 'age'],
    refundDays: 14,
    interests: true,
    memberResell: false,
    mailName: 'Herzklopfen',
  },
}

export const brands: readonly Brand[] = [flirtwave, herzklopfen]
