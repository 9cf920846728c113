/**
 * Server rendering with a Content-Security-Policy: each document gets a fresh nonce that
 * Remix's inline scripts carry (docs/security.md); the answer is @dating/remix-server's.
 */
import { provideServerCatalogues } from '@dating/i18n/catalogue-script'
import { documentAbortDelay, respondWithDocument } from '@dating/remix-server/document'
import type { EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { backofficeCatalogues } from './utils/catalogue.server.ts'

// Pages render with the catalogue the root data names, from memory (decision 036).
provideServerCatalogues(backofficeCatalogues.messages)

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Staff pages hold members' data: never stored by a browser or proxy, never indexed, and
  // their addresses (case numbers) never sent on to another site. `same-origin`: the pages' own
  // forms keep their Origin header without JavaScript (decision 086).
  responseHeaders.set('Cache-Control', 'private, no-store')
  responseHeaders.set('Referrer-Policy', 'same-origin')
  responseHeaders.set('X-Robots-Tag', 'noindex, nofollow')
  return respondWithDocument(request, responseStatusCode, responseHeaders, (nonce) => (
    <RemixServer
      context={remixContext}
      url={request.url}
      abortDelay={documentAbortDelay}
      nonce={nonce}
    />
  ))
}
