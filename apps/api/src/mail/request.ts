import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import type { MailRequest, SendResult } from './service.ts'
import type { MailKind } from './templates.ts'

/** Sends a mail from a request handler: the request's brand, links on its configured origin. */
export function sendMail<K extends MailKind>(
  c: Context<AppEnv>,
  request: Omit<MailRequest<K>, 'site' | 'origin'>,
): Promise<SendResult> {
  return c.var.deps.mail.send({ ...request, site: c.var.site, origin: siteOrigin(c) })
}
