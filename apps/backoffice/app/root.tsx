import type { IntlMessages } from '@dating/i18n/message-ids'
import { useCatalogueMessages } from '@dating/i18n/use-catalogue-messages'
import { useNonce } from '@dating/remix-server/nonce'
import '@dating/ui/global'
import { brandThemeClass } from '@dating/ui/brand-themes'
import { LinkProvider } from '@dating/ui/Link'
import { type LinksFunction, type LoaderFunctionArgs, data } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { IntlProvider } from 'react-intl'
import { BackofficeLayout } from './components/BackofficeLayout/BackofficeLayout.tsx'
import { RemixLink } from './components/RemixLink.tsx'
import { backofficeApi } from './utils/api.server.ts'
import { backofficeCatalogues } from './utils/catalogue.server.ts'
import { localeFor } from './utils/locale.server.ts'
import { currentStaff } from './utils/staff.server.ts'
import { useText } from './utils/use-text.ts'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
]

/** Who is logged in (or nobody) and the language; every page renders inside this. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = backofficeApi(request)
  const staff = await currentStaff(api)
  const { locale, catalogueId } = localeFor(request, staff?.language)
  return data(
    {
      staff,
      locale,
      catalogueId,
      catalogueUrl: backofficeCatalogues.asset(catalogueId).url,
    },
    { headers: api.responseHeaders },
  )
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  return (
    <html lang={data?.locale ?? 'en'} className={brandThemeClass('')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <Meta />
        <Links />
        {data ? <link rel="preload" href={data.catalogueUrl} as="script" /> : null}
      </head>
      <body>
        {children}
        {/* Parser-blocking on purpose: the messages must be there before hydration. */}
        {data ? <script src={data.catalogueUrl} nonce={nonce} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const messages = useCatalogueMessages(data.catalogueId, data.catalogueUrl) ?? {}
  return (
    <IntlProvider locale={data.locale} messages={messages as IntlMessages} defaultLocale="en">
      <LinkProvider component={RemixLink}>
        <BackofficeLayout staff={data.staff} locale={data.locale}>
          {children}
        </BackofficeLayout>
      </LinkProvider>
    </IntlProvider>
  )
}

/** Lets end-to-end tests wait until controls that need JavaScript respond. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

export default function App() {
  const data = useLoaderData<typeof loader>()
  useHydratedMark()
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  )
}

function ErrorMessage() {
  const error = useRouteError()
  const text = useText()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const key =
    status === 404
      ? 'backoffice.error.notFound'
      : status === 403
        ? 'backoffice.error.forbidden'
        : 'backoffice.error.other'
  return (
    <>
      <h1>{text(key)}</h1>
      <p>{text('backoffice.error.status', { status })}</p>
    </>
  )
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>('root')
  useHydratedMark()
  if (!data) return <h1>Error</h1>
  return (
    <Shell data={data}>
      <ErrorMessage />
    </Shell>
  )
}
