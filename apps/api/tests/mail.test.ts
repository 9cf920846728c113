import { userResponseSchema } from '@dating/domain/entities'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { outbox, users } from '../src/db/schema.ts'
import { memberRecipient } from '../src/mail/recipient.ts'
import { createMailService, type MailService } from '../src/mail/service.ts'
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, loginAs, startApi } from './harness.ts'

const host = 'mail.test'
const webhookSecret = 'a-webhook-secret-for-tests'
const tokenSecret = 'a-token-secret-of-thirty-two-characters'

const mailboxEntrySchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  kind: v.string(),
  text: v.string(),
  html: v.string(),
  headers: v.record(v.string(), v.string()),
  sent_at: v.pipe(v.string(), v.isoTimestamp()),
})

describe.each(backends)('mail on %s', (backend) => {
  let api: Api
  let mail: MailService
  let site: Site
  let anna: Member
  let jonas: Member

  beforeAll(async () => {
    api = await startApi(backend, (db) => {
      mail = createMailService({ db, tokenSecret, webhookSecret, devMailbox: true })
      return { mail }
    })
    site = await createSite(api.db, { domain: host, mailName: 'Flirtwave <Mail>' })
    anna = await createMember(api.db, {
      site,
      email: 'anna@example.com',
      profile: { name: 'Anna <b>' },
    })
    jonas = await createMember(api.db, {
      site,
      email: 'jonas@example.com',
      user: { language: 'de' },
      profile: { name: 'Jonas' },
    })
  })
  afterAll(() => api.stop())

  const recipient = (member: Member) => ({
    email: member.user.email as string,
    userId: member.user.id,
    locale: member.user.language,
    name: member.profile.name,
  })

  const sendActivation = (member: Member) =>
    mail.send({
      kind: 'activation',
      site,
      origin: `http://${host}`,
      to: recipient(member),
      data: { activationUrl: `http://${host}/activate?token=t${member.user.id}` },
    })

  const mailbox = async (query = '') => {
    const response = await api.request(`/dev/mail${query}`, {
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    return v.parse(v.array(mailboxEntrySchema), await response.json())
  }

  /** The one-click url of a mail's List-Unsubscribe header, as a path on the api. */
  const unsubscribePath = (headers: Record<string, string>) => {
    const url = /<(http[^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1]
    if (!url) throw new Error('No unsubscribe url')
    expect(url.startsWith(`http://${host}/api/unsubscribe.php?token=`)).toBe(true)
    const { pathname, search } = new URL(url)
    return `${pathname}${search}`
  }

  const notificationsDisabled = async (member: Member) => {
    const cookie = await loginAs(api, host, member.user.email as string)
    const response = await api.request('/api/user.php', { host, headers: { cookie } })
    return v.parse(userResponseSchema, await response.json()).user.notifications_disabled
  }

  it('shows mail sent through the outbox in the dev mailbox, newest first', async () => {
    expect(await sendActivation(anna)).toMatchObject({ sent: true })
    expect(await sendActivation(jonas)).toMatchObject({ sent: true })
    const all = await mailbox()
    expect(all.map((entry) => entry.to)).toEqual(['jonas@example.com', 'anna@example.com'])
    const [toJonas] = all
    expect(toJonas).toMatchObject({
      kind: 'activation',
      subject: 'Aktiviere dein Konto bei Flirtwave <Mail>',
    })
    expect(toJonas?.text).toContain(`http://${host}/activate?token=t${jonas.user.id}`)
    expect(toJonas?.html).toContain('Flirtwave &lt;Mail&gt;')
    expect(toJonas?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    const filtered = await mailbox('?to=Anna@Example.com')
    expect(filtered).toHaveLength(1)
    expect(filtered[0]?.text).toContain('Hello Anna <b>,')
    expect(filtered[0]?.html).toContain('Hello Anna &lt;b&gt;,')
    expect(filtered[0]?.html).not.toContain('Anna <b>')
  })

  it('lists the mail as an HTML page with each HTML part behind a link', async () => {
    const response = await api.request('/dev/mail')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).toContain('Aktiviere dein Konto bei Flirtwave &lt;Mail&gt;')
    expect(page).toContain(`<a href="http://${host}/activate?token=t${anna.user.id}">`)
    const [latest] = await mailbox()
    expect(page).toContain(`<a href="/dev/mail/${latest?.id}">`)

    const part = await api.request(`/dev/mail/${latest?.id}`)
    expect(part.status).toBe(200)
    expect(part.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await part.text()).toBe(latest?.html)
    expect((await api.request('/dev/mail/999999')).status).toBe(404)
  })

  it('unsubscribes with the one-click link, keeping the reason once', async () => {
    const [toAnna] = await mailbox('?to=anna@example.com')
    const path = unsubscribePath(toAnna?.headers ?? {})
    const oneClick = await api.request(path, {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.json()).toEqual({ ok: true })
    expect((await api.request(path, { host })).status).toBe(200)
    expect(await notificationsDisabled(anna)).toEqual(['listunsubscribe'])
  })

  it('answers a browser with a page in the member language, its form posting with Origin: null', async () => {
    const [toJonas] = await mailbox('?to=jonas@example.com')
    const path = unsubscribePath(toJonas?.headers ?? {})
    const confirm = await api.request(path, { host, headers: { accept: 'text/html' } })
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('<form method="post"')
    expect(await notificationsDisabled(jonas)).toEqual([])
    const response = await api.request(path, {
      method: 'POST',
      host,
      // The page's no-referrer policy makes a browser send its form with `Origin: null`.
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
      },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<html lang="de">')
    expect(page).toContain('Du hast dich abgemeldet')
    expect(page).toContain('Flirtwave &lt;Mail&gt;')
    expect(await notificationsDisabled(jonas)).toEqual(['listunsubscribe'])
  })

  it('refuses forged, malformed and missing tokens', async () => {
    const forged = signUnsubscribeToken('another-secret-of-thirty-two-characters', {
      userId: anna.user.id,
      siteId: site.id,
    })
    const otherUser = signUnsubscribeToken(tokenSecret, { userId: 2_000_000, siteId: site.id })
    const otherSite = signUnsubscribeToken(tokenSecret, { userId: anna.user.id, siteId: 99_999 })
    const cases: Array<[string, number]> = [
      [`?token=${forged}`, 403],
      ['?token=1.1.not-a-signature', 403],
      ['?token=%3Cscript%3E', 403],
      [`?token=${'x'.repeat(300)}`, 400],
      ['', 400],
      [`?token=${otherUser}`, 404],
      [`?token=${otherSite}`, 404],
    ]
    for (const [query, status] of cases) {
      for (const method of ['GET', 'POST']) {
        const response = await api.request(`/api/unsubscribe.php${query}`, { method, host })
        expect(`${method} ${query} ${response.status}`).toBe(`${method} ${query} ${status}`)
      }
    }
  })

  it('holds back notifications but not account mail once notifications are disabled', async () => {
    const notification = {
      kind: 'notification' as const,
      site,
      origin: `http://${host}`,
      to: recipient(anna),
      data: { subject: { id: 'mail.activation.action' }, paragraphs: [] },
    }
    expect(await mail.send(notification)).toEqual({
      sent: false,
      reason: 'notifications_disabled',
    })
    expect(await sendActivation(anna)).toMatchObject({ sent: true })
    const bert = await createMember(api.db, { site, email: 'bert@example.com' })
    expect(await mail.send({ ...notification, to: recipient(bert) })).toMatchObject({ sent: true })
  })

  it('takes bounces and complaints from the webhook with the shared secret only', async () => {
    const carla = await createMember(api.db, { site, email: 'carla@example.com' })
    const otherBrand = await createSite(api.db)
    const carlaElsewhere = await createMember(api.db, {
      site: otherBrand,
      email: 'carla@example.com',
    })
    const event = (body: unknown, secret?: string) =>
      api.request('/api/mail-events.php', {
        method: 'POST',
        ...json(body, { headers: secret ? { 'x-mail-webhook-secret': secret } : {} }),
      })
    const bounce = { type: 'bounce', email: ' Carla@Example.com' }
    expect((await event(bounce)).status).toBe(403)
    expect((await event(bounce, 'wrong-secret')).status).toBe(403)
    expect((await event({ type: 'spam', email: 'carla@example.com' }, webhookSecret)).status).toBe(
      400,
    )
    expect((await event({ type: 'bounce', email: 'not an email' }, webhookSecret)).status).toBe(400)

    const bounced = await event(bounce, webhookSecret)
    expect(bounced.status).toBe(200)
    expect(await bounced.json()).toEqual({ ok: true, accounts: 2 })
    const complained = await event({ type: 'complaint', email: 'carla@example.com' }, webhookSecret)
    expect(await complained.json()).toEqual({ ok: true, accounts: 2 })
    await event({ type: 'complaint', email: 'carla@example.com' }, webhookSecret)
    expect(await notificationsDisabled(carla)).toEqual(['bounce', 'fbl'])
    const [elsewhere] = await api.db
      .select({ reasons: users.notificationsDisabled })
      .from(users)
      .where(eq(users.id, carlaElsewhere.user.id))
    expect(elsewhere?.reasons).toEqual(['bounce', 'fbl'])

    const nobody = await event({ type: 'bounce', email: 'nobody@example.com' }, webhookSecret)
    expect(await nobody.json()).toEqual({ ok: true, accounts: 0 })
  })

  it('finds a member as a recipient: address, language and profile name', async () => {
    expect(await memberRecipient(api.db, jonas.user.id)).toEqual({
      email: 'jonas@example.com',
      userId: jonas.user.id,
      locale: 'de',
      name: 'Jonas',
    })
    const seeded = await createMember(api.db, { site })
    expect(await memberRecipient(api.db, seeded.user.id)).toBeNull()
    expect(await memberRecipient(api.db, 2_000_000)).toBeNull()
  })

  it('drops the mail of a member whose account row is erased', async () => {
    const dora = await createMember(api.db, { site, email: 'dora@example.com' })
    await sendActivation(dora)
    await api.db.delete(users).where(eq(users.id, dora.user.id))
    const rows = await api.db.select().from(outbox).where(eq(outbox.to, 'dora@example.com'))
    expect(rows).toEqual([])
  })
})

describe('mail without the dev mailbox and the webhook secret', () => {
  let api: Api

  beforeAll(async () => {
    api = await startApi('pglite')
  })
  afterAll(() => api.stop())

  it('answers 404 for the dev mailbox and the webhook', async () => {
    expect((await api.request('/dev/mail')).status).toBe(404)
    expect(
      (await api.request('/dev/mail', { headers: { accept: 'application/json' } })).status,
    ).toBe(404)
    expect((await api.request('/dev/mail/1')).status).toBe(404)
    const event = await api.request('/api/mail-events.php', {
      method: 'POST',
      ...json(
        { type: 'bounce', email: 'a@example.com' },
        { headers: { 'x-mail-webhook-secret': 'anything-at-all' } },
      ),
    })
    expect(event.status).toBe(404)
  })
})
