/**
 * Decision 049: the public notice form had no per-sender cap: 85 notices were accepted, each
 * queuing a report and mailing a receipt with the sender's own text to any address (a spam
 * relay). Notices are capped per client address and per address and profile, the receipt
 * carries nothing the sender wrote, and the moderation queue pages through every open report.
 */
import { abuseCaps } from '@dating/domain/account'
import { queuePageSize } from '@dating/domain/moderation-queue'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { reports } from '../../src/db/schema.ts'
import { createMember, createSite, createStaff, type Member } from '../../src/testing/builders.ts'
import { type Api, asStaff, backends, json, outboxMails, staffLogin, startApi } from '../harness.ts'

const host = 'notice-caps.test'

describe.each(backends)('public notices are capped on %s', (backend) => {
  let api: Api
  let site: Site
  const targets: Member[] = []

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    for (let n = 0; n < abuseCaps.noticesPerAddressPerDay + 1; n += 1) {
      targets.push(await createMember(api.db, { site }))
    }
  })
  afterAll(() => api.stop())

  const notice = (target: Member, address: string, body: Record<string, unknown> = {}) =>
    api.request('/api/complaint.php', {
      method: 'POST',
      host,
      ...json(
        {
          reason: 'harassment',
          content_url: `http://${host}/members/${target.profile.id}`,
          explanation: 'Buy cheap watches at https://spam.example/now',
          name: 'Cheap Watches https://spam.example',
          email: `victim.${Math.random().toString(36).slice(2)}@example.com`,
          good_faith: true,
          ...body,
        },
        { headers: { 'x-forwarded-for': address } },
      ),
    })
  const errorOf = async (response: Response) =>
    [response.status, ((await response.json()) as { error?: string }).error] as const

  it('the receipt carries none of the sender’s name, address or text', async () => {
    const email = 'receipt@example.com'
    expect((await notice(targets[0] as Member, '198.51.100.20', { email })).status).toBe(200)
    const [receipt] = await outboxMails(api, { kind: 'complaint_receipt', to: email })
    for (const part of [receipt?.subject, receipt?.text, receipt?.html]) {
      expect(part).not.toContain('spam.example')
      expect(part).not.toContain('Cheap Watches')
      expect(part).not.toContain('/members/')
    }
  })

  it(`caps notices per address and profile at ${abuseCaps.noticesPerSenderPerProfilePerDay}`, async () => {
    const target = targets[1] as Member
    for (let n = 0; n < abuseCaps.noticesPerSenderPerProfilePerDay; n += 1) {
      expect((await notice(target, '198.51.100.21')).status).toBe(200)
    }
    expect(await errorOf(await notice(target, '198.51.100.21'))).toEqual([429, 'too_many_requests'])
    expect((await notice(target, '198.51.100.22')).status).toBe(200)
  })

  it(`caps notices per address at ${abuseCaps.noticesPerAddressPerDay} a day`, async () => {
    for (let n = 0; n < abuseCaps.noticesPerAddressPerDay; n += 1) {
      expect((await notice(targets[n] as Member, '198.51.100.23')).status).toBe(200)
    }
    const last = targets[abuseCaps.noticesPerAddressPerDay] as Member
    expect(await errorOf(await notice(last, '198.51.100.23'))).toEqual([429, 'too_many_requests'])
  })

  it('the moderation queue reaches every open report, page by page', async () => {
    const reporter = targets[0] as Member
    await api.db.insert(reports).values(
      Array.from({ length: queuePageSize * 4 }, () => ({
        source: 'member' as const,
        siteId: site.id,
        reporterProfileId: reporter.profile.id,
        reportedProfileId: (targets[2] as Member).profile.id,
        reason: 'spam' as const,
        status: 'open' as const,
      })),
    )
    const moderator = await staffLogin(
      api,
      await createStaff(api.db, { roles: [{ site, role: 'moderator' }] }),
    )
    const total = await api.db.$count(reports)
    const seen = new Set<number>()
    for (let page = 1; ; page += 1) {
      const response = await api.request(
        `/api/moderation/reports.php?page=${page}`,
        asStaff(moderator),
      )
      const body = (await response.json()) as { reports: { id: number }[]; page_count: number }
      for (const item of body.reports) seen.add(item.id)
      if (page >= body.page_count) break
    }
    expect(seen.size).toBe(total)
  })
})
