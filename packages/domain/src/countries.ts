import type { Locale } from './locales.ts'

/** The eleven countries the product serves, one per content locale. */
export const countries = ['DK', 'DE', 'GB', 'ES', 'FI', 'FR', 'IT', 'NO', 'NL', 'PL', 'SE'] as const
export type Country = (typeof countries)[number]

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value)
}

/** What a country calls its first-level regions (SPEC §9: province, state, canton ...). */
export const regionKinds = [
  'region',
  'province',
  'state',
  'county',
  'voivodeship',
  'autonomous_community',
  'nation',
] as const
export type RegionKind = (typeof regionKinds)[number]

export const regionKindByCountry: Record<Country, RegionKind> = {
  DK: 'region',
  DE: 'state',
  GB: 'nation',
  ES: 'autonomous_community',
  FI: 'region',
  FR: 'region',
  IT: 'region',
  NO: 'county',
  NL: 'province',
  PL: 'voivodeship',
  SE: 'county',
}

export const localeByCountry: Record<Country, Locale> = {
  DK: 'da',
  DE: 'de',
  GB: 'en',
  ES: 'es',
  FI: 'fi',
  FR: 'fr',
  IT: 'it',
  NO: 'nb',
  NL: 'nl',
  PL: 'pl',
  SE: 'sv',
}

/** Regions by ISO 3166-2 code; names are proper names and stay untranslated. */
export const regionsByCountry: Record<Country, ReadonlyArray<{ id: string; name: string }>> = {
  DK: [
    { id: 'DK-84', name: 'Hovedstaden' },
    { id: 'DK-82', name: 'Midtjylland' },
    { id: 'DK-81', name: 'Nordjylland' },
    { id: 'DK-85', name: 'Sjælland' },
    { id: 'DK-83', name: 'Syddanmark' },
  ],
  DE: [
    { id: 'DE-BW', name: 'Baden-Württemberg' },
    { id: 'DE-BY', name: 'Bayern' },
    { id: 'DE-BE', name: 'Berlin' },
    { id: 'DE-BB', name: 'Brandenburg' },
    { id: 'DE-HB', name: 'Bremen' },
    { id: 'DE-HH', name: 'Hamburg' },
    { id: 'DE-HE', name: 'Hessen' },
    { id: 'DE-MV', name: 'Mecklenburg-Vorpommern' },
    { id: 'DE-NI', name: 'Niedersachsen' },
    { id: 'DE-NW', name: 'Nordrhein-Westfalen' },
    { id: 'DE-RP', name: 'Rheinland-Pfalz' },
    { id: 'DE-SL', name: 'Saarland' },
    { id: 'DE-SN', name: 'Sachsen' },
    { id: 'DE-ST', name: 'Sachsen-Anhalt' },
    { id: 'DE-SH', name: 'Schleswig-Holstein' },
    { id: 'DE-TH', name: 'Thüringen' },
  ],
  GB: [
    { id: 'GB-ENG', name: 'England' },
    { id: 'GB-NIR', name: 'Northern Ireland' },
    { id: 'GB-SCT', name: 'Scotland' },
    { id: 'GB-WLS', name: 'Wales' },
  ],
  ES: [
    { id: 'ES-AN', name: 'Andalucía' },
    { id: 'ES-AR', name: 'Aragón' },
    { id: 'ES-AS', name: 'Asturias' },
    { id: 'ES-IB', name: 'Illes Balears' },
    { id: 'ES-CN', name: 'Canarias' },
    { id: 'ES-CB', name: 'Cantabria' },
    { id: 'ES-CL', name: 'Castilla y León' },
    { id: 'ES-CM', name: 'Castilla-La Mancha' },
    { id: 'ES-CT', name: 'Catalunya' },
    { id: 'ES-VC', name: 'Comunitat Valenciana' },
    { id: 'ES-EX', name: 'Extremadura' },
    { id: 'ES-GA', name: 'Galicia' },
    { id: 'ES-MD', name: 'Madrid' },
    { id: 'ES-MC', name: 'Murcia' },
    { id: 'ES-NC', name: 'Navarra' },
    { id: 'ES-PV', name: 'País Vasco' },
    { id: 'ES-RI', name: 'La Rioja' },
  ],
  FI: [
    { id: 'FI-18', name: 'Uusimaa' },
    { id: 'FI-19', name: 'Varsinais-Suomi' },
    { id: 'FI-11', name: 'Pirkanmaa' },
    { id: 'FI-14', name: 'Pohjois-Pohjanmaa' },
    { id: 'FI-15', name: 'Pohjois-Savo' },
    { id: 'FI-08', name: 'Keski-Suomi' },
    { id: 'FI-10', name: 'Lappi' },
    { id: 'FI-12', name: 'Pohjanmaa' },
  ],
  FR: [
    { id: 'FR-ARA', name: 'Auvergne-Rhône-Alpes' },
    { id: 'FR-BFC', name: 'Bourgogne-Franche-Comté' },
    { id: 'FR-BRE', name: 'Bretagne' },
    { id: 'FR-CVL', name: 'Centre-Val de Loire' },
    { id: 'FR-COR', name: 'Corse' },
    { id: 'FR-GES', name: 'Grand Est' },
    { id: 'FR-HDF', name: 'Hauts-de-France' },
    { id: 'FR-IDF', name: 'Île-de-France' },
    { id: 'FR-NOR', name: 'Normandie' },
    { id: 'FR-NAQ', name: 'Nouvelle-Aquitaine' },
    { id: 'FR-OCC', name: 'Occitanie' },
    { id: 'FR-PDL', name: 'Pays de la Loire' },
    { id: 'FR-PAC', name: "Provence-Alpes-Côte d'Azur" },
  ],
  IT: [
    { id: 'IT-65', name: 'Abruzzo' },
    { id: 'IT-72', name: 'Campania' },
    { id: 'IT-45', name: 'Emilia-Romagna' },
    { id: 'IT-62', name: 'Lazio' },
    { id: 'IT-42', name: 'Liguria' },
    { id: 'IT-25', name: 'Lombardia' },
    { id: 'IT-21', name: 'Piemonte' },
    { id: 'IT-75', name: 'Puglia' },
    { id: 'IT-88', name: 'Sardegna' },
    { id: 'IT-82', name: 'Sicilia' },
    { id: 'IT-52', name: 'Toscana' },
    { id: 'IT-34', name: 'Veneto' },
  ],
  NO: [
    { id: 'NO-03', name: 'Oslo' },
    { id: 'NO-11', name: 'Rogaland' },
    { id: 'NO-46', name: 'Vestland' },
    { id: 'NO-50', name: 'Trøndelag' },
    { id: 'NO-32', name: 'Akershus' },
    { id: 'NO-55', name: 'Troms' },
    { id: 'NO-42', name: 'Agder' },
    { id: 'NO-34', name: 'Innlandet' },
  ],
  NL: [
    { id: 'NL-DR', name: 'Drenthe' },
    { id: 'NL-FL', name: 'Flevoland' },
    { id: 'NL-FR', name: 'Fryslân' },
    { id: 'NL-GE', name: 'Gelderland' },
    { id: 'NL-GR', name: 'Groningen' },
    { id: 'NL-LI', name: 'Limburg' },
    { id: 'NL-NB', name: 'Noord-Brabant' },
    { id: 'NL-NH', name: 'Noord-Holland' },
    { id: 'NL-OV', name: 'Overijssel' },
    { id: 'NL-UT', name: 'Utrecht' },
    { id: 'NL-ZE', name: 'Zeeland' },
    { id: 'NL-ZH', name: 'Zuid-Holland' },
  ],
  PL: [
    { id: 'PL-02', name: 'Dolnośląskie' },
    { id: 'PL-06', name: 'Lubelskie' },
    { id: 'PL-10', name: 'Łódzkie' },
    { id: 'PL-12', name: 'Małopolskie' },
    { id: 'PL-14', name: 'Mazowieckie' },
    { id: 'PL-22', name: 'Pomorskie' },
    { id: 'PL-24', name: 'Śląskie' },
    { id: 'PL-30', name: 'Wielkopolskie' },
  ],
  SE: [
    { id: 'SE-AB', name: 'Stockholm' },
    { id: 'SE-O', name: 'Västra Götaland' },
    { id: 'SE-M', name: 'Skåne' },
    { id: 'SE-C', name: 'Uppsala' },
    { id: 'SE-E', name: 'Östergötland' },
    { id: 'SE-AC', name: 'Västerbotten' },
    { id: 'SE-BD', name: 'Norrbotten' },
    { id: 'SE-Z', name: 'Jämtland' },
  ],
}

export function isRegionOf(country: Country, regionId: string): boolean {
  return regionsByCountry[country].some((region) => region.id === regionId)
}
