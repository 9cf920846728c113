import { startPageBounceLogging } from '@dating/api-client/page-bounce'
import type { IntlMessages } from '@dating/i18n/message-ids'
import '@dating/ui/global'
import { brandThemeClass } from '@dating/ui/brand-themes'
import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
} from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { type ComponentProps, type ReactNode, Suspense, lazy, useEffect, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { brandAppColors, brandAppKey } from '@dating/domain/brand-app'
import { fictionalMark } from '@dating/domain/fictional'
import { showsSiteEntryWarning } from '@dating/domain/site-entry-warning'
import { visitorCookies } from '@dating/remix-server/cookies'
import { visitorOf } from '@dating/remix-server/visitor'
import { LanderCookieBanner } from './components/LanderCookieBanner/LanderCookieBanner.tsx'
import { LanderLayout } from './components/LanderLayout/LanderLayout.tsx'
// In the first load: as later code it saved every page 0.5 KB (decision 082).
import { LanderErrorPage } from './components/LanderErrorPage/LanderErrorPage.tsx'
import { apiFor } from './utils/api.server.ts'
import { env } from './utils/env.server.ts'
import { localeForRequest } from './utils/locale.server.ts'
import { landerCatalogues } from './utils/catalogue.server.ts'
import { useCatalogueMessages } from '@dating/i18n/use-catalogue-messages'
import { afterLaterCode } from '@dating/ui/later'
import { useNonce } from '@dating/remix-server/nonce'

/**
 * The entry warning's dialog renders only in the browser (a modal into document.body), so its
 * code loads after hydration and only for the visitors who must see it.
 */
const BrandEntryWarning = lazy(() =>
  import('@dating/remix-server/entry-warning').then((module) => ({
    default: module.BrandEntryWarning,
  })),
)

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

function logFailure(call: string) {
  return (error: unknown) => {
    console.error(`[landers] ${call} failed:`, error)
    return null
  }
}

/**
 * Brand, company and language for every lander. A failing api call leaves its part empty
 * instead of failing the page, so the error page itself can always render.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const visitor = visitorOf(request)
  const domain = visitor.brandDomain
  const pageQuery = Object.fromEntries(new URL(request.url).searchParams)
  // SPEC §7: a tracking query is stored at start (a newer campaign's landing replaces it).
  for (const cookie of visitor.startOfVisitCookies()) responseHeaders.append('set-cookie', cookie)
  const [settings, company] = await Promise.all([
    api.getSettings({ ...pageQuery, domain }).catch(logFailure('settings.php')),
    api.getCompanyInfo().catch(logFailure('companyinfo.php')),
  ])
  const { locale, catalogueId } = localeForRequest(request, settings?.domain_language)
  const siteEntryWarning = settings
    ? showsSiteEntryWarning({
        layout: 'lander',
        loggedIn: visitor.hasSession,
        enabled: settings.enable_site_entry_popup,
        country: settings.geoip_selected_country,
        brandCountries: settings.countries,
        dismissal: visitor.cookies[visitorCookies.siteEntry.name],
      })
    : false
  return data(
    {
      locale,
      catalogueId,
      // The catalogue travels once as a cached script, not in every response (decision 036).
      catalogueUrl: landerCatalogues.asset(catalogueId).url,
      brandName: settings?.name ?? domain,
      fictionalIcon: settings?.fictional_icon ?? '',
      fictional: fictionalMark(
        {
          fictionalIcon: settings?.fictional_icon ?? '',
          fictionalSingular: settings?.fictional_singular ?? '',
        },
        locale,
      ),
      brand: settings?.name ?? null,
      // Without settings the api still decides at the signup itself (signups_closed).
      signups: settings?.signups ?? 'all',
      cdnPrefix: settings?.cdn_prefix ?? '/media/',
      company,
      siteUrl: env().SITE_URL,
      year: new Date().getUTCFullYear(),
      siteEntryWarning,
      cookieConsent: visitor.cookieConsent,
      // This landing's tracking, which the banner stores when the visitor allows it.
      landingTracking: visitor.landingTracking,
      returnTo: `${new URL(request.url).pathname}${new URL(request.url).search}`,
    },
    { headers: responseHeaders },
  )
}

/** The root loader's data; its catalogue (the lander's part of one) is a script of its own. */
export type RootData = ReturnType<typeof useLoaderData<typeof loader>>

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.brandName ?? '' }]

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  return (
    // Chosen in the component, not the loader, so that every brand's theme CSS is bundled.
    <html lang={data?.locale ?? 'en'} className={brandThemeClass(data?.brand ?? '')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
        {/* The catalogue script (decision 036), fetched early; it runs before the app below. */}
        {data ? <link rel="preload" href={data.catalogueUrl} as="script" /> : null}
        {data ? (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={data.brandName} />
            <meta name="theme-color" content={brandAppColors[brandAppKey(data.brand)].theme} />
          </>
        ) : null}
      </head>
      <body>
        {children}
        {/*
          Parser-blocking on purpose: Remix's entry module is async, so only a script that the
          parser must finish first is sure to have set the messages before hydration.
        */}
        {data ? <script src={data.catalogueUrl} nonce={nonce} /> : null}
        {/*
          No ScrollRestoration: a visitor never navigates inside the landers without a new
          document (plain links, the signup leaves for the site), so the browser restores the
          scroll itself and the first load carries none of Remix's scroll code.
        */}
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * Mounts the entry warning once the page has hydrated. Its own state, so that the update
 * re-renders nothing but the warning.
 */
function EntryWarningAfterHydration(props: ComponentProps<typeof BrandEntryWarning>) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <BrandEntryWarning {...props} />
    </Suspense>
  )
}

function LanderShell({ data, children }: { data: RootData; children: ReactNode }) {
  const messages = useCatalogueMessages(data.catalogueId, data.catalogueUrl) ?? {}
  return (
    <IntlProvider locale={data.locale} messages={messages as IntlMessages} defaultLocale="en">
      {data.cookieConsent === null ? (
        <LanderCookieBanner
          tracking={data.landingTracking}
          returnTo={data.returnTo}
          policyHref={`${data.siteUrl}/pages/cookies`}
        />
      ) : null}
      <LanderLayout
        brandName={data.brandName}
        fictionalIcon={data.fictionalIcon}
        company={data.company}
        siteUrl={data.siteUrl}
        year={data.year}
      >
        {children}
      </LanderLayout>
      {data.siteEntryWarning ? (
        <EntryWarningAfterHydration
          due={data.siteEntryWarning}
          brandName={data.brandName}
          fictionalIcon={data.fictionalIcon}
        />
      ) : null}
    </IntlProvider>
  )
}

/** Lets end-to-end tests wait until controls that need JavaScript respond. */
function useHydratedMark() {
  useEffect(() => {
    afterLaterCode(() => {
      document.documentElement.dataset.hydrated = 'true'
    })
  }, [])
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  useHydratedMark()
  // SPEC §7: a landing with `lb` logs page bounces for the rest of the visit, from the moment
  // the page is interactive (loaded with the page: a later import missed quick bounces).
  useEffect(() => startPageBounceLogging(window), [])
  return (
    <LanderShell data={data}>
      <Outlet />
    </LanderShell>
  )
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root')
  // The not-found page's entry warning and links need JavaScript as well.
  useHydratedMark()
  // Without the root data there are no messages to speak with: only the status is shown.
  if (!data) {
    return <LanderErrorPage siteUrl={null} />
  }
  return (
    <LanderShell data={data}>
      <LanderErrorPage siteUrl={data.siteUrl} />
    </LanderShell>
  )
}
