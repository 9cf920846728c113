/**
 * Server rendering with a Content-Security-Policy: each document gets a fresh nonce that
 * Remix's inline scripts carry (docs/security.md); the streaming is @dating/remix-server's.
 */
import { provideServerCatalogues } from '@dating/i18n/catalogue-script'
import { documentAbortDelay, streamDocument } from '@dating/remix-server/document'
import { applyDocumentHeaders, createNonce } from '@dating/remix-server/security-headers'
import { visitorOrigin } from '@dating/remix-server/visitor'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { env } from './utils/env.server.ts'
import { landerCatalogues } from './utils/catalogue.server.ts'
import { markupComponentsLoaded } from '@dating/ui/later'
import { NonceContext } from './utils/nonce.ts'

// Pages render with the catalogue the root data names, from memory (decision 036).
provideServerCatalogues(landerCatalogues.messages)

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  await markupComponentsLoaded()
  const nonce = createNonce()
  applyDocumentHeaders(
    responseHeaders,
    {
      nonce,
      // The signup form hands over to the member site.
      formTargets: [new URL(env().SITE_URL).origin],
      development: process.env.NODE_ENV === 'development',
    },
    visitorOrigin(request).protocol === 'https:',
  )
  return streamDocument(
    request,
    responseStatusCode,
    responseHeaders,
    <NonceContext.Provider value={nonce}>
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={documentAbortDelay}
        nonce={nonce}
      />
    </NonceContext.Provider>,
    nonce,
  )
}
