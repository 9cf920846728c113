import type { TransparencyReport } from '@dating/domain/transparency'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { images, messages, profiles, reports } from '../src/db/schema.ts'
import { moderationDecisions, transparencyStatements } from '../src/moderation/schema.ts'
import { staffAuditLog } from '../src/staff/schema.ts'
import { liftExpiredRestrictions } from '../src/moderation/expiry.ts'
import {
  addConversation,
  createMember,
  createSite,
  createStaff,
  type Member,
} from '../src/testing/builders.ts'
import {
  type Api,
  asStaff,
  backends,
  json,
  loginAs,
  outboxMails,
  staffLogin,
  startApi,
  withSession,
} from './harness.ts'

const host = 'backoffice-brand.test'
const otherHost = 'backoffice-other.test'

type Json = Record<string, unknown>

describe.each(backends)('the back office’s moderation calls on %s', (backend) => {
  let api: Api
  let site: Site
  let otherSite: Site
  let clock = new Date('2026-05-04T09:00:00Z')
  /** Staff cookies: two moderators of the brand, and a moderator of another brand only. */
  let first: string
  let second: string
  let outsider: string
  let firstId: number
  let memberSession: string
  let counter = 0

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host, name: 'Flirtwave' })
    otherSite = await createSite(api.db, { domain: otherHost, name: 'Herzklopfen' })
    const firstAccount = await createStaff(api.db, {
      name: 'First Moderator',
      roles: [{ site, role: 'moderator' }],
    })
    firstId = firstAccount.id
    first = await staffLogin(api, firstAccount)
    second = await staffLogin(
      api,
      await createStaff(api.db, { name: 'Second Moderator', roles: [{ site, role: 'admin' }] }),
    )
    outsider = await staffLogin(
      api,
      await createStaff(api.db, { roles: [{ site: otherSite, role: 'moderator' }] }),
    )
    const plain = await createMember(api.db, { site, email: 'plain.member@example.com' })
    memberSession = await loginAs(api, host, plain.user.email ?? '')
  })
  afterAll(() => api.stop())

  const member = async (
    options: Partial<Parameters<typeof createMember>[1]> = {},
  ): Promise<Member & { email: string }> => {
    counter += 1
    const email = `reported${counter}@example.com`
    return { ...(await createMember(api.db, { site, email, ...options })), email }
  }

  const call = (path: string, cookie: string | null, body?: Json, method = 'POST') =>
    api.request(
      path,
      body === undefined ? asStaff(cookie) : { method, ...asStaff(cookie, json(body)) },
    )

  const notice = async (
    profileId: number | null,
    extra: Partial<typeof reports.$inferInsert> = {},
  ): Promise<number> => {
    const [row] = await api.db
      .insert(reports)
      .values({
        source: 'notice',
        siteId: site.id,
        reportedProfileId: profileId,
        reporterEmail: 'sender@example.com',
        reporterName: 'Sam Sender',
        reporterLanguage: 'de',
        contentUrl: `https://${host}/members/${profileId ?? 0}`,
        reason: 'fake_profile',
        note: 'This profile uses photos of a well-known actor.',
        createdAt: clock,
        ...extra,
      })
      .returning({ id: reports.id })
    return row?.id ?? 0
  }

  const hide = (
    profileId: number,
    reportId: number | undefined,
    cookie = first,
    extra: Json = {},
  ) =>
    call('/api/moderation/decisions.php', cookie, {
      profile_id: profileId,
      report_id: reportId,
      restriction: 'profile_hidden',
      ground: 'terms',
      reason: 'fake_profile',
      facts: 'The photos belong to an actor and were taken from a film website.',
      automated: false,
      ...extra,
    })

  const profileStatus = async (profileId: number) => {
    const [row] = await api.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, profileId))
    return row?.status
  }

  it('gives a logged-out visitor, a member and a moderator of another brand nothing', async () => {
    const target = await member({ images: [{}], media: api.media })
    const reportId = await notice(target.profile.id)
    const memberCookie = memberSession
    const reads = [
      '/api/moderation/reports.php',
      `/api/moderation/reports.php?site=${site.id}`,
      `/api/moderation/report.php?id=${reportId}`,
      '/api/moderation/appeals.php',
      '/api/moderation/photos.php',
      `/api/moderation/photo.php?id=${target.images[0]?.id}`,
      `/api/moderation/transparency.php?site=${site.id}&from=2026-05-01&to=2026-05-31`,
      `/api/moderation/statements.php?site=${site.id}&from=2026-05-01&to=2026-05-31`,
      '/api/staff/me.php',
      '/api/staff/team.php',
      '/api/staff/audit.php',
    ]
    const writes: Array<[string, Json, string?]> = [
      ['/api/moderation/claim.php', { report_id: reportId }],
      [
        '/api/moderation/decisions.php',
        {
          profile_id: target.profile.id,
          report_id: reportId,
          restriction: 'profile_hidden',
          ground: 'terms',
          reason: 'fake_profile',
          facts: 'Nobody outside the brand may decide this.',
          automated: false,
        },
      ],
      [
        '/api/moderation/dismiss.php',
        { report_id: reportId, reason: 'no_violation', note: 'Nobody outside may dismiss it.' },
      ],
      ['/api/moderation/photo-review.php', { image_id: target.images[0]?.id ?? 0 }],
      [
        '/api/moderation/appeal-outcome.php',
        { appeal_id: 1, outcome: 'reversed', note: 'Nobody outside may decide appeals.' },
      ],
      ['/api/staff/roles.php', { email: 'new.staff@example.com', name: 'New', site_id: site.id }],
      ['/api/staff/roles.php', { staff_id: firstId, site_id: site.id }, 'DELETE'],
    ]
    for (const [who, cookie] of [
      ['visitor', null],
      ['member', memberCookie],
      ['other brand', outsider],
    ] as const) {
      for (const path of reads) {
        const response = await call(path, cookie)
        const text = await response.text()
        // The outsider's own (empty) lists are theirs; nothing of this brand is in them.
        if (who === 'other brand' && response.status === 200) {
          expect(text, `${who} ${path}`).not.toContain(`"id":${reportId},`)
          expect(text, `${who} ${path}`).not.toContain(target.profile.name)
          continue
        }
        expect([403, 404], `${who} GET ${path}: ${text}`).toContain(response.status)
      }
      for (const [path, body, method] of writes) {
        const response = await call(path, cookie, body, method)
        expect([403, 404], `${who} ${method ?? 'POST'} ${path}`).toContain(response.status)
      }
    }
    // The member's session counts for nothing even on the brand's own host.
    const onBrandHost = await api.request(
      '/api/moderation/reports.php',
      withSession(host, memberSession),
    )
    expect(onBrandHost.status).toBe(403)
    expect(await profileStatus(target.profile.id)).toBe('active')
    const [report] = await api.db.select().from(reports).where(eq(reports.id, reportId))
    expect(report).toMatchObject({ status: 'open', claimedByStaffId: null })
  })

  it('pages through every open report, notices of child sexual abuse first, then oldest first', async () => {
    const brandSite = await createSite(api.db, { domain: 'paging.test' })
    const pager = await staffLogin(
      api,
      await createStaff(api.db, { roles: [{ site: brandSite, role: 'moderator' }] }),
    )
    const target = await createMember(api.db, { site: brandSite })
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    const rows = Array.from({ length: 130 }, (_, index) => ({
      source: 'notice' as const,
      siteId: brandSite.id,
      reportedProfileId: target.profile.id,
      reporterEmail: `sender${index}@example.com`,
      contentUrl: 'https://paging.test/members/1',
      reason: index === 77 ? ('child_sexual_abuse' as const) : ('spam' as const),
      createdAt: new Date(start + index * 60_000),
    }))
    await api.db.insert(reports).values(rows)
    const seen: Array<{ id: number; reason: string; created_at: string }> = []
    let page = 1
    let pageCount = 1
    do {
      const response = await call(`/api/moderation/reports.php?page=${page}`, pager)
      const body = (await response.json()) as {
        reports: typeof seen
        page_count: number
        total: number
      }
      expect(body.total).toBe(130)
      pageCount = body.page_count
      seen.push(...body.reports)
      page += 1
    } while (page <= pageCount)
    expect(pageCount).toBe(6)
    expect(new Set(seen.map((item) => item.id)).size).toBe(130)
    expect(seen[0]?.reason).toBe('child_sexual_abuse')
    const rest = seen.slice(1).map((item) => item.created_at)
    expect(rest).toEqual([...rest].sort())
    // Filters: reason, and age (reports at least a day old).
    const urgent = await call('/api/moderation/reports.php?reason=child_sexual_abuse', pager)
    expect(((await urgent.json()) as { total: number }).total).toBe(1)
    const old = await call('/api/moderation/reports.php?age=30d', pager)
    expect(((await old.json()) as { total: number }).total).toBe(130)
    const fresh = await call('/api/moderation/reports.php?source=member', pager)
    expect(((await fresh.json()) as { total: number }).total).toBe(0)
  })

  it('lets one moderator claim a report; the other can neither claim nor decide it', async () => {
    const target = await member()
    const reportId = await notice(target.profile.id)
    const claimed = await call('/api/moderation/claim.php', first, { report_id: reportId })
    expect(claimed.status).toBe(200)
    expect(((await claimed.json()) as { claim: Json }).claim).toMatchObject({
      staff_name: 'First Moderator',
    })
    const taken = await call('/api/moderation/claim.php', second, { report_id: reportId })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ error: 'claimed_by_other' })
    expect((await hide(target.profile.id, reportId, second)).status).toBe(409)
    const queue = await call('/api/moderation/reports.php', second)
    const item = (
      (await queue.json()) as { reports: Array<{ id: number; claim: Json | null }> }
    ).reports.find((entry) => entry.id === reportId)
    expect(item?.claim).toMatchObject({ staff_name: 'First Moderator' })
    // Half an hour later the claim has run out.
    const claimedAt = clock
    clock = new Date(claimedAt.getTime() + 31 * 60_000)
    try {
      expect(
        (await call('/api/moderation/claim.php', second, { report_id: reportId })).status,
      ).toBe(200)
      await call('/api/moderation/claim.php', second, { report_id: reportId, release: true })
    } finally {
      clock = claimedAt
    }
  })

  it('shows a case with the photos’ originals and only the messages around the reported one', async () => {
    const target = await member({ images: [{ free: false }], media: api.media })
    const reporter = await member()
    const lines = Array.from({ length: 15 }, (_, index) => ({
      from: index % 2 === 0 ? target.profile.id : reporter.profile.id,
      body: `line ${index}`,
    }))
    await addConversation(api.db, target.profile.id, reporter.profile.id, lines)
    const [reported] = await api.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.body, 'line 8'))
    const [row] = await api.db
      .insert(reports)
      .values({
        reporterProfileId: reporter.profile.id,
        reportedProfileId: target.profile.id,
        reason: 'harassment',
        messageId: Number(reported?.id),
      })
      .returning({ id: reports.id })
    const response = await call(`/api/moderation/report.php?id=${row?.id}`, first)
    expect(response.status).toBe(200)
    const { case: found } = (await response.json()) as {
      case: {
        conversation: Array<{ text: string }>
        profile: { photos: Array<{ url: string; public: boolean }> }
        report: { open_reports: number }
      }
    }
    expect(found.conversation.map((message) => message.text)).toEqual([
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
      'line 8',
      'line 9',
      'line 10',
      'line 11',
      'line 12',
      'line 13',
    ])
    expect(found.report.open_reports).toBeGreaterThanOrEqual(1)
    const photo = found.profile.photos[0]
    expect(photo?.public).toBe(false)
    const original = await api.request(photo?.url ?? '', asStaff(first))
    expect(original.status).toBe(200)
    expect(original.headers.get('cache-control')).toBe('private, no-store')
    expect((await api.request(photo?.url ?? '', asStaff(outsider))).status).toBe(404)
    expect((await api.request(photo?.url ?? '', withSession(host, memberSession))).status).toBe(403)
  })

  it('hides a profile on a notice: the member’s statement and the sender’s outcome, each in their language', async () => {
    const target = await member({ user: { language: 'fr' } })
    const reportId = await notice(target.profile.id)
    const response = await hide(target.profile.id, reportId)
    expect(response.status).toBe(201)
    expect(await profileStatus(target.profile.id)).toBe('disabled')
    const [statement] = await outboxMails(api, {
      kind: 'statement_of_reasons',
      userId: target.user.id,
    })
    expect(statement?.subject).toContain('a masqué votre profil')
    const [outcome] = await outboxMails(api, { kind: 'notice_outcome', to: 'sender@example.com' })
    expect(outcome?.subject).toContain(`Meldung Nr. ${reportId}`)
    expect(outcome?.text).not.toContain(target.profile.name)
    const [stored] = await api.db
      .select({ payload: transparencyStatements.payload })
      .from(transparencyStatements)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, transparencyStatements.decisionId))
      .where(eq(moderationDecisions.reportId, reportId))
    expect(stored?.payload).toMatchObject({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      territorial_scope: ['NL', 'DE'],
    })
    expect(JSON.stringify(stored?.payload)).not.toContain(target.email)
  })

  it('never lets the moderator who decided decide the appeal; another reverses it and the profile shows again', async () => {
    const target = await member()
    const reportId = await notice(target.profile.id)
    expect((await hide(target.profile.id, reportId, first)).status).toBe(201)
    const [mail] = await outboxMails(api, { kind: 'statement_of_reasons', userId: target.user.id })
    const token = mail?.text.match(/token=([\w-]+)/)?.[1]
    const filed = await api.request('/api/appeal.php', {
      method: 'POST',
      host,
      ...json({ token, explanation: 'These are my own photos, I can show the originals.' }),
    })
    expect(filed.status).toBe(201)
    const queue = await call('/api/moderation/appeals.php', second)
    const appeal = (
      (await queue.json()) as { appeals: Array<{ id: number; profile: Json }> }
    ).appeals.find((entry) => entry.profile?.id === target.profile.id)
    expect(appeal).toMatchObject({ kind: 'decision', first_moderator_name: 'First Moderator' })
    const outcome = (cookie: string, outcomeName: string) =>
      call('/api/moderation/appeal-outcome.php', cookie, {
        appeal_id: appeal?.id,
        outcome: outcomeName,
        note: 'The member sent the original files; the photos are theirs.',
      })
    const own = await outcome(first, 'reversed')
    expect(own.status).toBe(403)
    expect(await own.json()).toMatchObject({ error: 'same_moderator' })
    expect(await profileStatus(target.profile.id)).toBe('disabled')
    expect((await outcome(outsider, 'reversed')).status).toBe(404)
    expect((await outcome(second, 'reversed')).status).toBe(200)
    expect(await profileStatus(target.profile.id)).toBe('active')
    expect((await outcome(second, 'upheld')).status).toBe(409)
    const [told] = await outboxMails(api, { kind: 'appeal_outcome', userId: target.user.id })
    expect(told?.subject).toContain('was successful')
    const [lifted] = await api.db
      .select({ liftReason: moderationDecisions.liftReason })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.reportId, reportId))
    expect(lifted?.liftReason).toBe('appeal')
  })

  it('dismisses a notice: its sender is told and may appeal, and a reversal puts it back in the queue', async () => {
    const target = await member()
    const reportId = await notice(target.profile.id, { reporterLanguage: 'en' })
    const dismissed = await call('/api/moderation/dismiss.php', first, {
      report_id: reportId,
      reason: 'no_violation',
      note: 'The photos are ordinary holiday pictures of the member.',
    })
    expect(dismissed.status).toBe(201)
    const [mail] = await outboxMails(api, { kind: 'notice_outcome', to: 'sender@example.com' })
    expect(mail?.text).toContain('ordinary holiday pictures')
    const link = mail?.text.match(/\/appeal\/notice\?notice=(\d+)&token=([\w-]+)/)
    const token = link?.[2] ?? ''
    const shown = await api.request(`/api/notice-outcome.php?token=${token}`, { host })
    expect(((await shown.json()) as { outcome: Json }).outcome).toMatchObject({
      notice_id: reportId,
      reason: 'no_violation',
      appeal: null,
    })
    const appealed = await api.request('/api/notice-appeal.php', {
      method: 'POST',
      host,
      ...json({ token, explanation: 'The profile clearly uses photos of a famous actor.' }),
    })
    expect(appealed.status).toBe(201)
    const [receipt] = await outboxMails(api, { kind: 'appeal_receipt', to: 'sender@example.com' })
    expect(receipt?.text).toContain('not to restrict the content you reported')
    const again = await api.request('/api/notice-appeal.php', {
      method: 'POST',
      host,
      ...json({ token, explanation: 'And once more, the same appeal again.' }),
    })
    expect(again.status).toBe(409)
    const queue = await call('/api/moderation/appeals.php', second)
    const appeal = (
      (await queue.json()) as { appeals: Array<{ id: number; dismissal: Json }> }
    ).appeals.find((entry) => entry.dismissal?.report_id === reportId)
    expect(appeal).toMatchObject({ kind: 'dismissal' })
    const decide = (cookie: string) =>
      call('/api/moderation/appeal-outcome.php', cookie, {
        appeal_id: appeal?.id,
        outcome: 'reversed',
        note: 'A second look is warranted: the notice names the film.',
      })
    expect((await decide(first)).status).toBe(403)
    expect((await decide(second)).status).toBe(200)
    const [report] = await api.db.select().from(reports).where(eq(reports.id, reportId))
    expect(report?.status).toBe('open')
    const [told] = await outboxMails(api, { kind: 'appeal_outcome', to: 'sender@example.com' })
    expect(told?.text).toContain('looking at the content again')
  })

  it('takes an anonymous notice of child sexual abuse material, suspends at once and lifts it when dismissed', async () => {
    const target = await member()
    const sent = await api.request('/api/complaint.php', {
      method: 'POST',
      host,
      ...json({
        reason: 'child_sexual_abuse',
        content_url: `https://${host}/members/${target.profile.id}`,
        explanation: 'The second photo of this profile shows a child.',
        name: '',
        email: '',
        good_faith: true,
      }),
    })
    expect(sent.status).toBe(200)
    const { complaint } = (await sent.json()) as { complaint: { id: number } }
    const anonymousOther = await api.request('/api/complaint.php', {
      method: 'POST',
      host,
      ...json({
        reason: 'spam',
        content_url: `https://${host}/members/${target.profile.id}`,
        explanation: 'Only this reason may come without a name.',
        good_faith: true,
      }),
    })
    expect(anonymousOther.status).toBe(400)
    const queue = await call('/api/moderation/reports.php', first)
    const [top] = ((await queue.json()) as { reports: Array<Json> }).reports
    expect(top).toMatchObject({ id: complaint.id, urgent: true, anonymous: true })
    const suspended = await call('/api/moderation/decisions.php', first, {
      profile_id: target.profile.id,
      report_id: complaint.id,
      restriction: 'account_suspended',
      ground: 'illegal',
      legal_reference: 'Directive 2011/93/EU, Article 5',
      reason: 'child_sexual_abuse',
      facts: 'A notice reports child sexual abuse material on this profile.',
      automated: false,
      interim: true,
    })
    expect(suspended.status).toBe(201)
    const [report] = await api.db.select().from(reports).where(eq(reports.id, complaint.id))
    expect(report?.status).toBe('open')
    const [statement] = await outboxMails(api, {
      kind: 'statement_of_reasons',
      userId: target.user.id,
    })
    expect(statement?.text).toContain('while we review a notice')
    const dismissed = await call('/api/moderation/dismiss.php', second, {
      report_id: complaint.id,
      reason: 'no_violation',
      note: 'The photo shows an adult; the notice was mistaken.',
    })
    expect(dismissed.status).toBe(201)
    expect(await profileStatus(target.profile.id)).toBe('active')
    const [lifted] = await outboxMails(api, { kind: 'restriction_lifted', userId: target.user.id })
    expect(lifted).toBeDefined()
  })

  it('ends a restriction on its end date', async () => {
    const target = await member()
    const response = await hide(target.profile.id, undefined, first, { ends_at: '2026-05-10' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { decision: Json }).decision).toMatchObject({
      ends_at: '2026-05-10T00:00:00.000Z',
    })
    const [statement] = await outboxMails(api, {
      kind: 'statement_of_reasons',
      userId: target.user.id,
    })
    expect(statement?.text).toContain('ends on 10 May 2026')
    expect(await liftExpiredRestrictions(api.db, new Date('2026-05-09T23:59:00Z'))).toBe(0)
    expect(await profileStatus(target.profile.id)).toBe('disabled')
    expect(await liftExpiredRestrictions(api.db, new Date('2026-05-10T00:05:00Z'))).toBe(1)
    expect(await profileStatus(target.profile.id)).toBe('active')
    const past = await hide(target.profile.id, undefined, first, { ends_at: '2026-05-01' })
    expect(past.status).toBe(400)
  })

  it('reviews new photos: approving marks them seen, rejecting removes them with a statement', async () => {
    const target = await member({ images: [{ free: true }, { free: false }], media: api.media })
    const [kept, rejected] = target.images
    const queue = await call(`/api/moderation/photos.php?site=${site.id}`, first)
    const ids = ((await queue.json()) as { photos: Array<{ id: number; public: boolean }> }).photos
    expect(ids.map((photo) => photo.id)).toEqual(expect.arrayContaining([kept?.id, rejected?.id]))
    expect(
      (await call('/api/moderation/photo-review.php', first, { image_id: kept?.id })).status,
    ).toBe(200)
    const removed = await call('/api/moderation/decisions.php', first, {
      profile_id: target.profile.id,
      restriction: 'photo_removed',
      image_id: rejected?.id,
      ground: 'terms',
      reason: 'inappropriate_photos',
      facts: 'The photo shows explicit nudity, which the terms do not allow.',
      automated: false,
    })
    expect(removed.status).toBe(201)
    const rows = await api.db
      .select({ id: images.id, status: images.status, reviewedAt: images.reviewedAt })
      .from(images)
      .where(eq(images.profileId, target.profile.id))
    expect(rows.every((row) => row.reviewedAt !== null)).toBe(true)
    expect(rows.find((row) => row.id === rejected?.id)?.status).toBe('rejected')
    const after = await call(`/api/moderation/photos.php?site=${site.id}`, first)
    const left = ((await after.json()) as { photos: Array<{ id: number }> }).photos.map(
      (photo) => photo.id,
    )
    expect(left).not.toContain(kept?.id)
    expect(left).not.toContain(rejected?.id)
  })

  it('counts the period’s notices, decisions, dismissals and appeals as they were made', async () => {
    const brand = await createSite(api.db, { domain: 'transparency.test', name: 'Lumen' })
    const boss = await createStaff(api.db, { roles: [{ site: brand, role: 'moderator' }] })
    const deputy = await createStaff(api.db, { roles: [{ site: brand, role: 'moderator' }] })
    const saved = clock
    clock = new Date('2026-07-01T08:00:00Z')
    // Logged in at the test's time: a back-office session lasts hours, not months.
    let a = await staffLogin(api, boss)
    try {
      const people = await Promise.all(
        [1, 2, 3].map((n) => createMember(api.db, { site: brand, email: `lumen${n}@example.com` })),
      )
      const noticeOn = async (
        profileId: number,
        reason: 'spam' | 'harassment',
        hoursAgo: number,
      ) => {
        const [row] = await api.db
          .insert(reports)
          .values({
            source: 'notice',
            siteId: brand.id,
            reportedProfileId: profileId,
            reporterEmail: 'n@example.com',
            contentUrl: `https://transparency.test/members/${profileId}`,
            reason,
            createdAt: new Date(clock.getTime() - hoursAgo * 3_600_000),
          })
          .returning({ id: reports.id })
        return row?.id ?? 0
      }
      const [p1, p2, p3] = people.map((person) => person.profile.id) as [number, number, number]
      const n1 = await noticeOn(p1, 'spam', 2)
      const n2 = await noticeOn(p2, 'harassment', 4)
      const n3 = await noticeOn(p3, 'spam', 6)
      const decision = (profileId: number, reportId: number | undefined, restriction: string) =>
        call('/api/moderation/decisions.php', a, {
          profile_id: profileId,
          report_id: reportId,
          restriction,
          ground: restriction === 'account_suspended' ? 'illegal' : 'terms',
          legal_reference: restriction === 'account_suspended' ? '§ 238 StGB' : undefined,
          reason: 'harassment',
          facts: 'Counted in the transparency report of this test.',
          automated: false,
        })
      expect((await decision(p1, n1, 'profile_hidden')).status).toBe(201)
      expect((await decision(p2, n2, 'account_suspended')).status).toBe(201)
      expect((await decision(p3, undefined, 'profile_hidden')).status).toBe(201)
      expect(
        (
          await call('/api/moderation/dismiss.php', a, {
            report_id: n3,
            reason: 'insufficient_information',
            note: 'The notice does not say what is wrong.',
          })
        ).status,
      ).toBe(201)
      const [decided] = await api.db
        .select({ id: moderationDecisions.id })
        .from(moderationDecisions)
        .where(eq(moderationDecisions.reportId, n1))
      const [statement] = await outboxMails(api, {
        kind: 'statement_of_reasons',
        userId: people[0]?.user.id ?? 0,
      })
      const token = statement?.text.match(/token=([\w-]+)/)?.[1]
      await api.request('/api/appeal.php', {
        method: 'POST',
        host: 'transparency.test',
        ...json({ token, explanation: 'This is a misunderstanding, please look again.' }),
      })
      // Three hours later (past the hour a session may sit idle) the deputy logs in and decides.
      clock = new Date(clock.getTime() + 3 * 3_600_000)
      const b = await staffLogin(api, deputy)
      const appeals = await call(`/api/moderation/appeals.php?site=${brand.id}`, b)
      const appealsBody = await appeals.text()
      expect(appeals.status, appealsBody).toBe(200)
      const [open] = (JSON.parse(appealsBody) as { appeals: Array<{ id: number }> }).appeals
      await call('/api/moderation/appeal-outcome.php', b, {
        appeal_id: open?.id,
        outcome: 'upheld',
        note: 'The messages are clearly harassing.',
      })
      expect(decided).toBeDefined()
      // Members seen this month: two of the three open a page (the third is suspended).
      for (const person of [people[0], people[2]]) {
        if (!person) continue
        const session = await loginAs(api, 'transparency.test', person.user.email ?? '')
        await api.request('/api/user.php', withSession('transparency.test', session))
      }
    } finally {
      clock = saved
    }
    clock = new Date('2026-07-01T12:00:00Z')
    a = await staffLogin(api, boss)
    try {
      const response = await call(
        `/api/moderation/transparency.php?site=${brand.id}&from=2026-07-01&to=2026-07-31`,
        a,
      )
      const { report } = (await response.json()) as { report: TransparencyReport }
      expect(report).toMatchObject({
        brand: 'Lumen',
        notices: { total: 3, anonymous: 0 },
        member_reports: { total: 0 },
        decisions: { total: 3, automated: 0, interim: 0 },
        dismissals: { total: 1 },
        appeals: { received: 1 },
        average_monthly_active_recipients: 2,
        statements: 3,
      })
      expect(report.notices.by_reason).toMatchObject({ spam: 2, harassment: 1, fake_profile: 0 })
      expect(report.decisions.by_restriction).toMatchObject({
        profile_hidden: 2,
        account_suspended: 1,
        photo_removed: 0,
      })
      expect(report.decisions.by_ground).toEqual({ terms: 2, illegal: 1 })
      expect(report.decisions.by_source).toEqual({ notice: 2, member: 0, own_initiative: 1 })
      expect(report.dismissals.by_reason).toMatchObject({ insufficient_information: 1 })
      // Waits of 2, 4 and 6 hours: the median is 4.
      expect(report.median_hours_to_decision).toBe(4)
      expect(report.appeals.by_status).toMatchObject({ upheld: 1, open: 0, reversed: 0 })
      expect(report.appeals.median_hours_to_outcome).toBe(3)

      const csv = await call(
        `/api/moderation/transparency.php?site=${brand.id}&from=2026-07-01&to=2026-07-31&format=csv`,
        a,
      )
      expect(csv.headers.get('content-type')).toContain('text/csv')
      const text = await csv.text()
      expect(text).toContain('decisions,total,3')
      expect(text).toContain('decisions_by_restriction,profile_hidden,2')
      expect(text).toContain('notices_by_reason,spam,2')
      expect(text).toContain('appeals_by_status,upheld,1')
      expect(text).toContain('recipients,average_monthly_active,2')
      const june = await call(
        `/api/moderation/transparency.php?site=${brand.id}&from=2026-06-01&to=2026-06-30`,
        a,
      )
      expect(((await june.json()) as { report: TransparencyReport }).report.decisions.total).toBe(0)
      const statements = await call(
        `/api/moderation/statements.php?site=${brand.id}&from=2026-07-01&to=2026-07-31`,
        a,
      )
      const { statements: stored } = (await statements.json()) as { statements: Json[] }
      expect(stored).toHaveLength(3)
      expect(stored.map((entry) => entry.decision_account ?? entry.decision_visibility)).toEqual([
        ['DECISION_VISIBILITY_CONTENT_DISABLED'],
        'DECISION_ACCOUNT_SUSPENDED',
        ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      ])
    } finally {
      clock = saved
    }
  })

  it('writes every action to the audit log, which no statement can change', async () => {
    const entries = await api.db
      .select({ action: staffAuditLog.action, staffId: staffAuditLog.staffId })
      .from(staffAuditLog)
    const actions = new Set(entries.map((entry) => entry.action))
    for (const action of [
      'login',
      'report_claimed',
      'report_opened',
      'decision_taken',
      'interim_suspension',
      'report_dismissed',
      'appeal_reversed',
      'appeal_upheld',
      'photo_approved',
      'transparency_exported',
    ]) {
      expect(actions, action).toContain(action)
    }
    await expect(api.db.update(staffAuditLog).set({ subject: 'changed' })).rejects.toThrow()
    await expect(api.db.delete(staffAuditLog)).rejects.toThrow()
    const admin = await call(`/api/staff/audit.php?site=${site.id}`, second)
    expect(admin.status).toBe(200)
    const body = (await admin.json()) as {
      entries: Array<{ action: string; client_address: string }>
    }
    expect(body.entries.length).toBeGreaterThan(0)
    expect(body.entries[0]?.client_address).toBeTruthy()
    // A moderator without the admin role cannot read it.
    expect((await call('/api/staff/audit.php', first)).status).toBe(403)
  })
})
