import { brandAppColors, brandAppIcons, brandAppKey } from '@dating/domain/brand-app'
import { useLocation } from '@remix-run/react'
import type { RootData } from '~/utils/root-data.ts'

/** Open Graph's locale form of the page language: `de` → `de_DE`, `en` → `en_GB`. */
const ogLocales: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_GB',
  'en-US': 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
}

/**
 * The head lines of the installable app and of link previews, per brand: the web manifest,
 * theme-color, and Open Graph tags (site name, the brand's title and description, the page's
 * address and the brand's icon).
 */
export function AppShellHead({ root }: { root: RootData }) {
  const { pathname } = useLocation()
  const key = brandAppKey(root.brand.name)
  const [, largeIcon] = brandAppIcons(root.brand.name)
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={brandAppColors[key].theme} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={root.brand.name} />
      <meta property="og:title" content={root.brand.indexTitle || root.brand.name} />
      <meta property="og:description" content={root.brand.description} />
      <meta property="og:url" content={`${root.origin}${pathname}`} />
      <meta property="og:image" content={`${root.origin}${largeIcon.src}`} />
      <meta property="og:image:width" content="512" />
      <meta property="og:image:height" content="512" />
      <meta property="og:locale" content={ogLocales[root.locale] ?? 'en_GB'} />
      <meta name="twitter:card" content="summary" />
    </>
  )
}
