import { visitorOf } from '@dating/remix-server/visitor'
import { type Flash, flashValue } from './flash.ts'

/** Leaves a one-off notice for the page a redirect leads to (see flash.ts). */
export function appendFlash(headers: Headers, request: Request, flash: Flash): void {
  headers.append('set-cookie', visitorOf(request).setCookie('flash', flashValue(flash)))
}
