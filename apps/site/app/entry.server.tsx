/**
 * Server rendering with a Content-Security-Policy: each document gets a fresh nonce that
 * Remix's inline scripts carry (docs/security.md). Otherwise Remix's default entry.
 */
import { PassThrough } from 'node:stream'
import { applyDocumentHeaders, createNonce } from '@dating/remix-server/security-headers'
import { visitorOrigin } from '@dating/remix-server/visitor'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { NonceContext } from './utils/nonce.ts'

const abortDelay = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce()
  applyDocumentHeaders(
    responseHeaders,
    { nonce, development: process.env.NODE_ENV === 'development' },
    visitorOrigin(request).protocol === 'https:',
  )
  const waitForAll = isbot(request.headers.get('user-agent') ?? '')
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={abortDelay}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, abortDelay)
  })
}
