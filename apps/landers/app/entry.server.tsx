/**
 * Server rendering with a Content-Security-Policy: each document gets a fresh nonce that
 * Remix's inline scripts carry (docs/security.md); the answer is @dating/remix-server's.
 */
import { provideServerCatalogues } from '@dating/i18n/catalogue-script'
import { documentAbortDelay, respondWithDocument } from '@dating/remix-server/document'
import { markupComponentsLoaded } from '@dating/ui/later'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { landerCatalogues } from './utils/catalogue.server.ts'
import { env } from './utils/env.server.ts'

// Pages render with the catalogue the root data names, from memory (decision 036).
provideServerCatalogues(landerCatalogues.messages)

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  await markupComponentsLoaded()
  return respondWithDocument(
    request,
    responseStatusCode,
    responseHeaders,
    (nonce) => (
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={documentAbortDelay}
        nonce={nonce}
      />
    ),
    {
      // The signup form hands over to the member site.
      formTargets: [new URL(env().SITE_URL).origin],
    },
  )
}
