import { visitorOrigin } from '@dating/remix-server/visitor'
import { type Flash, flashCookie } from './flash.ts'

/** Leaves a one-off notice for the page a redirect leads to (see flash.ts). */
export function appendFlash(headers: Headers, request: Request, flash: Flash): void {
  const secure = visitorOrigin(request).protocol === 'https:'
  headers.append('set-cookie', flashCookie(flash, secure))
}
