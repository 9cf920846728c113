/**
 * Remix's default document streaming, shared by the site and the landers: bots get the whole
 * page at once, browsers the shell first; the document carries the CSP nonce (docs/security.md).
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { isbot } from 'isbot'
import type { ReactElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

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
