import '@dating/ui/global'
import { LinkProvider } from '@dating/ui/Link'
import { NavigationBarSpacer } from '@dating/ui/NavigationBar'
import type { CatalogueId, Locale } from '@dating/i18n/locales'
import type { IntlMessages } from '@dating/i18n/message-ids'
import { loadMessages } from '@dating/i18n/catalogues'
import { type CompiledMessages, compileMessages } from '@dating/i18n/compiled-messages'
import { startPageBounceLogging } from '@dating/api-client/page-bounce'
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { FormattedMessage, IntlProvider } from 'react-intl'
import { SiteAlerts } from '~/components/alerts/SiteAlerts.tsx'
import { AppBadge } from '~/components/AppBadge.tsx'
import { AppShellHead } from '~/components/AppShellHead.tsx'
import { TimeBonus } from '~/components/credits/TimeBonus.tsx'
import { useRootData } from '~/utils/root-data.ts'
import { FlashToast } from '~/components/FlashToast.tsx'
import { LiveProvider } from '~/components/live/LiveProvider.tsx'
import { MatchModalProvider } from '~/components/MatchModal.tsx'
import { NavigationProgress } from '~/components/NavigationProgress.tsx'
import { PushProvider } from '~/components/push/PushProvider.tsx'
import { RouterLink } from '~/components/RouterLink.tsx'
import { SiteEntryWarning } from '~/components/SiteEntryWarning.tsx'
import { SignupModalProvider } from '~/components/SignupModal.tsx'
import { SiteHeader } from '~/components/SiteHeader.tsx'
// In the first load: every page downloads it anyway (decision 082).
import { SiteFooter } from '~/components/SiteFooter.tsx'
import { CookieConsentBanner } from '~/components/CookieConsentBanner.tsx'
import { brandThemeClass } from '~/utils/brand-theme.ts'
import { afterLaterCode, markupUntilLoaded } from '@dating/ui/later'
import { useBrowserLogout } from '~/utils/browser-logout.ts'
import { localeForRequest } from '~/utils/locale.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { loadRootData } from '~/utils/root-data.server.ts'
import type { RootData } from '~/utils/root-data.ts'
import * as styles from './root.css.ts'
import { useNonce } from '@dating/remix-server/nonce'
import { useCatalogueMessages } from '@dating/i18n/use-catalogue-messages'

// Rendered on the server as before; its code loads after hydration, outside the first load
// (decision 036h), only on an error page: 0.9 KB less on every other page (decision 082).
const ErrorPage = markupUntilLoaded(() =>
  import('~/components/ErrorPage.tsx').then((module) => module.ErrorPage),
)

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, null) }]

/**
 * What the error page needs when the root loader itself failed: the catalogue inline, parsed
 * as in the catalogue scripts (the browser has no message parser).
 */
interface IntlOnly {
  locale: Locale
  catalogueId: CatalogueId
  messages: CompiledMessages
}

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const root = await loadRootData(request)
    return data(root.data, { headers: root.headers })
  } catch (error) {
    if (error instanceof Response) throw error
    console.error('[site] root loader failed:', error)
    const { locale, catalogueId } = localeForRequest(request, {})
    const messages = compileMessages(await loadMessages(catalogueId))
    const intlOnly: IntlOnly = { locale, catalogueId, messages }
    throw data(intlOnly, { status: 500 })
  }
}

// The layout data (and its catalogue) changes only through actions such as login, logout or a
// language switch, so plain navigations do not send the catalogue again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return false
}

function intlFromError(error: unknown): IntlOnly | null {
  if (!isRouteErrorResponse(error)) return null
  const data = error.data as Partial<IntlOnly> | null
  return data && typeof data.messages === 'object' && typeof data.locale === 'string'
    ? (data as IntlOnly)
    : null
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root')
  const error = useRouteError()
  const fromError = root ? null : intlFromError(error)
  const locale = root?.locale ?? fromError?.locale ?? 'en'
  const catalogue = useCatalogueMessages(root?.catalogueId, root?.catalogueUrl)
  const messages = (root ? catalogue : fromError?.messages) ?? {}
  const nonce = useNonce()
  return (
    <html lang={locale} className={brandThemeClass(root?.brand.name)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* The catalogue script (decision 036), fetched early; it runs before the app below. */}
        {root ? <link rel="preload" href={root.catalogueUrl} as="script" /> : null}
        {root ? <AppShellHead root={root} /> : null}
      </head>
      <body className={styles.body}>
        <IntlProvider locale={locale} defaultLocale="en" messages={messages as IntlMessages}>
          <LinkProvider component={RouterLink}>
            {root ? <DefaultLayout>{children}</DefaultLayout> : children}
          </LinkProvider>
        </IntlProvider>
        {/*
          Parser-blocking on purpose: Remix's entry module is async, so only a script that the
          parser must finish first is sure to have set the messages before hydration.
        */}
        {root ? <script src={root.catalogueUrl} nonce={nonce} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function TimeBonusSlot() {
  return <TimeBonus member={useRootData().member} />
}

/** The default layout of SPEC §2: navigation, alerts, page, footer, entry warning. */
function DefaultLayout({ children }: { children: ReactNode }) {
  const chatLayout = useMatches().some(
    (match) => (match.handle as { layout?: string } | undefined)?.layout === 'chat',
  )
  const chrome = chatLayout ? styles.chatLayoutChrome : undefined
  return (
    <PushProvider>
      <LiveProvider>
        <MatchModalProvider>
          <SignupModalProvider>
            <NavigationProgress />
            <SkipLink />
            <CookieConsentBanner />
            <div className={chrome}>
              <SiteHeader />
            </div>
            <main
              id="main"
              className={chatLayout ? `${styles.main} ${styles.chatLayoutMain}` : styles.main}
            >
              {/* The chat is bare (SPEC §2): its composer stays on a phone's screen. */}
              {chatLayout ? null : <SiteAlerts />}
              {chatLayout ? null : <TimeBonusSlot />}
              {children}
            </main>
            <div className={chrome}>
              <SiteFooter />
            </div>
            <FlashToast />
            <div className={chrome}>
              <NavigationBarSpacer />
            </div>
            <SiteEntryWarning />
            <AppBadge />
          </SignupModalProvider>
        </MatchModalProvider>
      </LiveProvider>
    </PushProvider>
  )
}

function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      <FormattedMessage id="nav.skipToContent" />
    </a>
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
  useHydratedMark()
  // SPEC §7: a landing with `lb` logs page bounces for the rest of the visit.
  useEffect(() => startPageBounceLogging(window), [])
  useBrowserLogout()
  return <Outlet />
}

export function ErrorBoundary() {
  // Error pages (404s too) run the layout's alerts and menus, which need JavaScript as well.
  useHydratedMark()
  return <ErrorPage />
}
