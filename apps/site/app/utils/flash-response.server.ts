import { type Flash, flashCookie } from './flash.ts'

/** Leaves a one-off notice for the page a redirect leads to (see flash.ts). */
export function appendFlash(headers: Headers, request: Request, flash: Flash): void {
  const secure =
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  headers.append('set-cookie', flashCookie(flash, secure))
}
