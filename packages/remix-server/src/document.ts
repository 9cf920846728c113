/**
 * Remix's default document streaming, shared by the site and the landers: bots get the whole
 * page at once, browsers the shell first; the document carries the CSP nonce (docs/security.md).
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isbot } from 'isbot'
import { type ReactElement, createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from './nonce.ts'
import { applyDocumentHeaders, createNonce } from './security-headers.ts'
import { visitorOrigin } from './visitor.ts'

export const documentAbortDelay = 5_000

export function streamDocument(
  request: Request,
  status: number,
  headers: Headers,
  document: ReactElement,
  nonce: string,
): Promise<Response> {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  let responseStatus = status
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        const body = new PassThrough()
        headers.set('Content-Type', 'text/html')
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers,
            status: responseStatus,
          }),
        )
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatus = 500
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, documentAbortDelay)
  })
}

export interface DocumentOptions {
  /** Origins besides the page's own that its forms may post to (CSP `form-action`). */
  formTargets?: readonly string[]
}

/**
 * An app's whole entry.server answer to a document request: a fresh nonce that Remix's inline
 * scripts and the app's `useNonce` carry, the security headers with its Content-Security-Policy,
 * and the streamed document. `remixServer` renders the app's `<RemixServer>` with that nonce
 * (Remix's React package stays the app's).
 */
export function respondWithDocument(
  request: Request,
  status: number,
  headers: Headers,
  remixServer: (nonce: string) => ReactElement,
  options: DocumentOptions = {},
): Promise<Response> {
  const nonce = createNonce()
  applyDocumentHeaders(
    headers,
    {
      nonce,
      formTargets: options.formTargets,
      development: process.env.NODE_ENV === 'development',
    },
    visitorOrigin(request).protocol === 'https:',
  )
  return streamDocument(
    request,
    status,
    headers,
    createElement(NonceContext.Provider, { value: nonce }, remixServer(nonce)),
    nonce,
  )
}
