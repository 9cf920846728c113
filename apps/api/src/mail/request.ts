import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'
import { isSecureRequest } from '../http/guards.ts'
import { requestHost } from '../http/request-host.ts'
import type { MailRequest, SendResult } from './service.ts'
import type { MailKind } from './templates.ts'

/** Where the browser reached us, e.g. `http://localhost:3000`: mail links point back there. */
export function requestOrigin(c: Context<AppEnv>): string {
  return `${isSecureRequest(c) ? 'https' : 'http'}://${requestHost(c.req.raw.headers)}`
}

/** Sends a mail from a request handler: the brand and link origin come from the request. */
export function sendMail<K extends MailKind>(
  c: Context<AppEnv>,
  request: Omit<MailRequest<K>, 'site' | 'origin'>,
): Promise<SendResult> {
  return c.var.deps.mail.send({ ...request, site: c.var.site, origin: requestOrigin(c) })
}
