import { complaintLimits } from '@dating/domain/safety'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { reports } from '../src/db/schema.ts'
import { createMember, createSite, type Member } from '../src/testing/builders.ts'
import { type Api, backends, json, outboxMails, startApi } from './harness.ts'

const host = 'complaints.test'

describe.each(backends)('public complaints (DSA notices) on %s', (backend) => {
  let api: Api
  let site: Site
  let reported: Member
  let foreign: Member

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    reported = await createMember(api.db, { site, email: 'reported@example.com' })
    foreign = await createMember(api.db, { site: await createSite(api.db) })
  })
  afterAll(() => api.stop())

  const notice = (body: Record<string, unknown>, language = 'en') =>
    api.request('/api/complaint.php', {
      method: 'POST',
      host,
      ...json(
        {
          reason: 'harassment',
          content_url: `http://${host}/members/${reported.profile.id}`,
          explanation: 'This member keeps sending me threats.',
          name: 'Ada Visitor',
          email: 'ada@example.com',
          good_faith: true,
          ...body,
        },
        { headers: { cookie: `locale=${language}` } },
      ),
    })

  it('queues a logged-out notice for moderation and mails a receipt in the visitor’s language', async () => {
    const response = await notice({ email: ' Ada@Example.com ' }, 'de')
    expect(response.status).toBe(200)
    const { complaint } = (await response.json()) as { complaint: { id: number; status: string } }
    expect(complaint.status).toBe('open')

    const [row] = await api.db.select().from(reports).where(eq(reports.id, complaint.id))
    expect(row).toMatchObject({
      source: 'notice',
      siteId: site.id,
      reporterProfileId: null,
      reportedProfileId: reported.profile.id,
      reporterEmail: 'ada@example.com',
      reporterName: 'Ada Visitor',
      reason: 'harassment',
      note: 'This member keeps sending me threats.',
      status: 'open',
    })

    const [receipt] = await outboxMails(api, { kind: 'complaint_receipt', to: 'ada@example.com' })
    expect(receipt?.subject).toContain('Meldung')
    expect(receipt?.text).toContain(String(complaint.id))
    expect(receipt?.text).toContain('Belästigung')
  })

  it('keeps a notice about another page by its address, without a profile', async () => {
    const response = await notice({
      content_url: `http://www.${host}/chats/12`,
      email: 'b@example.com',
    })
    expect(response.status).toBe(200)
    const { complaint } = (await response.json()) as { complaint: { id: number } }
    const [row] = await api.db.select().from(reports).where(eq(reports.id, complaint.id))
    expect(row?.reportedProfileId).toBeNull()
    expect(row?.contentUrl).toBe(`http://www.${host}/chats/12`)
  })

  it('never links a profile of another brand', async () => {
    const response = await notice({
      content_url: `http://${host}/members/${foreign.profile.id}`,
      email: 'c@example.com',
    })
    const { complaint } = (await response.json()) as { complaint: { id: number } }
    const [row] = await api.db.select().from(reports).where(eq(reports.id, complaint.id))
    expect(row?.reportedProfileId).toBeNull()
  })

  it('refuses addresses of other sites and incomplete notices', async () => {
    const elsewhere = await notice({ content_url: 'https://evil.example/members/1' })
    expect(elsewhere.status).toBe(400)
    expect(((await elsewhere.json()) as { error: string }).error).toBe('validation_failed')
    for (const body of [
      { good_faith: false },
      { explanation: 'short' },
      { email: 'not-an-email' },
      { reason: 'boredom' },
      { content_url: 'javascript:alert(1)' },
      { name: '' },
    ]) {
      expect((await notice(body)).status, JSON.stringify(body)).toBe(400)
    }
  })

  it('caps the receipts one address can trigger per day', async () => {
    const email = 'flood@example.com'
    for (let sent = 0; sent < complaintLimits.receiptsPerDay; sent++) {
      expect((await notice({ email })).status).toBe(200)
    }
    const refused = await notice({ email })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toBe('complaint_limit')
    expect(await outboxMails(api, { kind: 'complaint_receipt', to: email })).toHaveLength(
      complaintLimits.receiptsPerDay,
    )
  })
})
