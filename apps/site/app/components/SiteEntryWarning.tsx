import { isSiteEntryQuietPath } from '@dating/domain/site-entry-warning'
import { BrandEntryWarning } from '@dating/remix-server/entry-warning'
import { useLocation } from '@remix-run/react'
import { useRootData } from '~/utils/root-data.ts'

/**
 * The brand's site-entry warning (BrandEntryWarning, the landers' too) in the default layout,
 * for logged-out visitors. It is in the server's page, so a visitor sees it with the first
 * paint, and hydrates in place with the page: loading its code after hydration
 * (markupUntilLoaded) replaced the text a visitor was reading, which the browser counted as the
 * page's largest paint once more, half a second later on a slow phone (Lighthouse on /login: 94
 * with it, 1.8 KB less JS on every page).
 */
export function SiteEntryWarning() {
  const { siteEntryWarning, brand, member } = useRootData()
  const { pathname } = useLocation()
  return (
    <BrandEntryWarning
      due={siteEntryWarning && member === null && !isSiteEntryQuietPath(pathname)}
      brandName={brand.name}
      fictionalIcon={brand.fictionalIcon}
    />
  )
}
