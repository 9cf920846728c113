import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppDeps, AppEnv, Site } from '../http/context.ts'
import { sendMail } from './request.ts'
import type { MailRequest, MailService } from './service.ts'
import type { MailKind } from './templates.ts'

describe('sendMail in a request', () => {
  it('sends with the request brand and links to its configured origin, whatever host the request names', async () => {
    const sent: MailRequest<MailKind>[] = []
    const mail = {
      send: async (request: MailRequest<MailKind>) => {
        sent.push(request)
        return { sent: true as const, id: 1 }
      },
    } as unknown as MailService
    const site = { id: 7, domain: 'localhost', name: 'Flirtwave' } as Site
    const app = new Hono<AppEnv>()
      .use((c, next) => {
        c.set('deps', {
          mail,
          publicOrigins: ['http://localhost:3000'],
        } as unknown as Required<AppDeps>)
        c.set('site', site)
        return next()
      })
      .post('/signup', async (c) =>
        c.json(
          await sendMail(c, {
            kind: 'activation',
            to: { email: 'eve@example.com', userId: 3, locale: 'en', name: 'Eve' },
            data: { activationUrl: 'http://localhost:3000/activate?token=x' },
          }),
        ),
      )

    const proxied = await app.request('http://127.0.0.1:3002/signup', {
      method: 'POST',
      headers: { 'x-forwarded-host': 'localhost:3000' },
    })
    expect(await proxied.json()).toEqual({ sent: true, id: 1 })
    await app.request('http://127.0.0.1:3002/signup', {
      method: 'POST',
      headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    })
    expect(sent.map((request) => [request.origin, request.site.id, request.kind])).toEqual([
      ['http://localhost:3000', 7, 'activation'],
      ['http://localhost:3000', 7, 'activation'],
    ])
  })
})
